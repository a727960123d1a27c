import RxTestSupport
import Step4_Sink
import Testing

@testable import Chapter04

@Suite("Chapter 4, exercise 3: count the objects", .enabled(if: Resources.isTracing))
struct ObjectCountTests {
  @Test("countObjects counts what its body creates, and what of it is still alive when it returns")
  func countObjectsCounts() {
    var kept: (any Disposable)?
    let tally = countObjects {
      _ = Disposables.create(with: {})  // created, and freed at once
      kept = Disposables.create(with: {})  // created, and kept alive outside
    }

    #expect(tally.created == 2)
    #expect(tally.alive == 1)
    withExtendedLifetime(kept) {}
  }

  @Test("the predictions match the subscription: objects created, and alive while it runs")
  func whileRunning() {
    let scene = Scene()

    #expect(Prediction.created == scene.created, "objects created by subscribe(onNext:onDisposed:)")
    #expect(Prediction.aliveWhileRunning == scene.aliveWhileRunning, "objects alive while it runs")
  }

  @Test("the predictions match the end: alive after completion while the disposable is held, then after")
  func afterCompletion() {
    let scene = Scene()

    #expect(
      Prediction.aliveAfterCompletion == scene.aliveAfterCompletion,
      "objects alive after completion, with the disposable still held")
    #expect(Prediction.aliveAtTheEnd == scene.aliveAtTheEnd, "objects alive once the disposable is let go")
  }
}

/// The scene of `Prediction`, played once, with the counts measured at each question.
private struct Scene {
  var created = 0
  var aliveWhileRunning = 0
  var aliveAfterCompletion = 0
  var aliveAtTheEnd = 0

  init() {
    var send: AnyObserver<Int>?
    let source = Observable<Int>.create { observer in
      send = observer
      return Disposables.create()
    }
    let tally = Resources.Tally()
    var measured = (0, 0, 0, 0)
    Resources.$tally.withValue(tally) {
      var subscription: (any Disposable)? = source.subscribe(onNext: { _ in }, onDisposed: {})
      measured.0 = tally.created
      measured.1 = tally.alive
      send?.onNext(1)
      send?.onCompleted()
      send = nil
      measured.2 = tally.alive
      withExtendedLifetime(subscription) {}
      subscription = nil
      measured.3 = tally.alive
    }
    (created, aliveWhileRunning, aliveAfterCompletion, aliveAtTheEnd) = measured
  }
}
