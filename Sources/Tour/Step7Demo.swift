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
  _ = reportsTwice.subscribe { out.say("create reporting 1, then 2: \(describe($0))") }
  _ = Single.just(4).map { $0 * 10 }.subscribe { out.say("Single.just(4).map { $0 * 10 }: \(describe($0))") }

  out.say("")
  out.say("-- Maybe: an element, nothing, or an error --")
  let maybes: [(String, Maybe<Int>)] = [
    ("Maybe.just(7)", Maybe.just(7)),
    ("Maybe.empty()", Maybe.empty()),
    ("Maybe.error(DownloadError)", Maybe.error(DownloadError())),
  ]
  for (name, maybe) in maybes {
    _ = maybe.subscribe { out.say("\(name): \($0)") }
  }

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
  _ = Observable.of(1).asSingle().subscribe { out.say("of(1).asSingle(): \(describe($0))") }
  _ = Observable.of(1, 2).asSingle().subscribe { out.say("of(1, 2).asSingle(): \(describe($0))") }
  _ = Observable<Int>.empty().asSingle().subscribe { out.say("empty().asSingle(): \(describe($0))") }
  _ = Observable<Int>.empty().asMaybe().subscribe { out.say("empty().asMaybe(): \($0)") }
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

/// `success(1)` or `failure(…)`, like the descriptions of `MaybeEvent` and `Event`.
private func describe<Element>(_ event: SingleEvent<Element>) -> String {
  switch event {
  case .success(let element): "success(\(element))"
  case .failure(let error): "failure(\(error))"
  }
}
