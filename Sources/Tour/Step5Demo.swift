import Step4_Sink
import Step5_Operators

/// Step 5's demo: a few chains of operators on the Producer + Sink core, each with every event it
/// sent, then a source that counts its runs, to show that chains are lazy and cold.
func step5Demo(_ out: Transcript) {
  show(out, code: "Observable.of(1, 2, 3, 4).filter { $0 > 1 }.map { $0 * 10 }.take(2)") {
    Observable.of(1, 2, 3, 4).filter { $0 > 1 }.map { $0 * 10 }.take(2)
  }
  show(out, code: "Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }") {
    Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }
  }
  show(out, code: "Observable.from([\"a\", \"b\"]).map { $0.uppercased() }") {
    Observable.from(["a", "b"]).map { $0.uppercased() }
  }
  show(out, code: "Observable<Int>.empty().map { $0 * 10 }") { Observable<Int>.empty().map { $0 * 10 } }
  show(out, code: "Observable<Int>.error(DemoError()).filter { $0 > 0 }") {
    Observable<Int>.error(DemoError()).filter { $0 > 0 }
  }

  out.say("")
  out.say("-- Lazy and cold: a create that counts its runs")
  var runs = 0
  let counted = Observable<Int>.create { observer in
    runs += 1
    observer.onNext(runs)
    observer.onCompleted()
    return Disposables.create()
  }
  let chain = counted.map { $0 * 100 }
  out.say("a chain was built; its source has run \(runs) times")
  show(out, note: "first subscription", code: "chain") { chain }
  show(out, note: "second subscription", code: "chain") { chain }
  show(out, code: "counted.take(0)") { counted.take(0) }
  out.say("the source ran \(runs) times: once per subscription, and not at all for take(0)")
}

/// Subscribes to what `make` returns, and says its code (and `note`) and its events on one line.
private func show<Element>(
  _ out: Transcript, note: String = "", code: String, _ make: () -> Observable<Element>
) {
  var events: [String] = []
  _ = make().subscribe { events.append("\($0)") }
  out.say("\(code)\(note.isEmpty ? "" : " (\(note))"): \(events.joined(separator: ", "))")
}

/// An error with a short description, for the demo.
private struct DemoError: Error, CustomStringConvertible {
  var description: String { "DemoError" }
}
