import Step4_Sink
import Step5_Operators
import Step7_Traits

/// Step 7's demo: a Single, a Maybe in its three outcomes, the article's three image downloads
/// chained with `andThen`, and `asSingle` / `asMaybe` at work.
func step7Demo(_ out: Transcript) {
  out.say("-- Single: one element or an error --")
  _ = Single.just(42).subscribe(
    onSuccess: { out.say("Single.just(42): onSuccess \($0)") },
    onDisposed: { out.say("Single.just(42): onDisposed") })
  let reportsTwice = Single<Int>.create { observer in
    observer(.success(1))
    observer(.success(2))
    return Disposables.create()
  }
  _ = reportsTwice.subscribe { out.say("a create that reports 1, then 2: \(describe($0))") }
  show(out, code: "Single.just(4).map { $0 * 10 }") { Single.just(4).map { $0 * 10 } }

  out.say("")
  out.say("-- Maybe: an element, nothing, or an error --")
  show(out, code: "Maybe.just(7)") { Maybe.just(7) }
  show(out, code: "Maybe<Int>.empty()") { Maybe<Int>.empty() }
  show(out, code: "Maybe<Int>.error(DownloadError())") { Maybe<Int>.error(DownloadError()) }

  out.say("")
  out.say("-- andThen: three downloads, one after another --")
  // snippet: three-images-demo
  let network = SimulatedNetwork(out: out)
  let allThree = network.downloadImage(name: "image1")
    .andThen(network.downloadImage(name: "image2"))
    .andThen(network.downloadImage(name: "image3"))
  out.say("(the chain is built; nothing has started)")

  _ = allThree.subscribe(onCompleted: { out.say("all three images downloaded") })
  network.finish("image2")  // too early: image2 has not started
  network.finish("image1")
  network.finish("image2")
  network.finish("image3")
  // snippet: end

  out.say("")
  out.say("-- asSingle and asMaybe --")
  show(out, code: "Observable.of(1).asSingle()") { Observable.of(1).asSingle() }
  show(out, code: "Observable.of(1, 2).asSingle()") { Observable.of(1, 2).asSingle() }
  show(out, code: "Observable<Int>.empty().asSingle()") { Observable<Int>.empty().asSingle() }
  show(out, code: "Observable<Int>.empty().asMaybe()") { Observable<Int>.empty().asMaybe() }
}

// snippet: simulated-network
/// Pretend downloads for the demo: each one starts when it is subscribed to and finishes only
/// when `finish` is called, so the demo decides the order and the output never varies.
private final class SimulatedNetwork {
  private let out: Transcript
  private var running: [String: (CompletableEvent) -> Void] = [:]

  init(out: Transcript) {
    self.out = out
  }

  func downloadImage(name: String) -> Completable {
    Completable.create { observer in
      self.out.say("downloading \(name)")
      self.running[name] = observer
      return Disposables.create(with: { self.running[name] = nil })
    }
  }

  func finish(_ name: String) {
    guard let observer = running[name] else {
      out.say("(\(name) is not downloading)")
      return
    }
    out.say("\(name) done")
    observer(.completed)
  }
}
// snippet: end

/// The error the demo's failing Maybe sends.
private struct DownloadError: Error, CustomStringConvertible {
  var description: String { "DownloadError" }
}

/// Subscribes to the `Single` that `make` returns, and says its code and its outcome.
private func show<Element>(_ out: Transcript, code: String, _ make: () -> Single<Element>) {
  _ = make().subscribe { out.say("\(code): \(describe($0))") }
}

/// Subscribes to the `Maybe` that `make` returns, and says its code and its outcome.
private func show<Element>(_ out: Transcript, code: String, _ make: () -> Maybe<Element>) {
  _ = make().subscribe { out.say("\(code): \($0)") }
}

/// `success(1)` or `failure(…)`, like the descriptions of `MaybeEvent` and `Event`.
private func describe<Element>(_ event: SingleEvent<Element>) -> String {
  switch event {
  case .success(let element): "success(\(element))"
  case .failure(let error): "failure(\(error))"
  }
}
