import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

@testable import Chapter07

@Suite("Chapter 7, exercise 2: one catch for every trait")
struct CatchTests {
  @Test("on an error, catch passes on the whole of the handler's sequence instead, and disposes the failed source")
  func replacesTheError() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    var caught: [String] = []
    _ = source.observable
      .catch { error in
        caught.append("\(error)")
        return Observable.of(8, 9)
      }
      .subscribe(recorder)

    source.send(1)
    source.send(.error(TestError()))

    #expect(recorder.descriptions == ["next(1)", "next(8)", "next(9)", "completed"])
    #expect(caught == ["TestError"])
    #expect(source.disposals == 1)
  }

  @Test("disposing disposes whichever sequence is running: the handler's, once it has started")
  func disposeReachesTheSecond() {
    let first = ManualSource<Int>()
    let second = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = first.observable.catch { _ in second.observable }.subscribe(recorder)

    first.send(.error(TestError()))
    second.send(1)
    subscription.dispose()
    second.send(2)

    #expect(recorder.descriptions == ["next(1)"])
    #expect(first.disposals == 1)
    #expect(second.disposals == 1)
  }

  @Test("a source that fails inside subscribe still hands over to the handler's sequence, which stays subscribed")
  func failsInsideSubscribe() {
    let second = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError()).catch { _ in second.observable }.subscribe(recorder)

    second.send(1)

    #expect(recorder.descriptions == ["next(1)"])
    #expect(second.disposals == 0)
  }

  @Test("a handler that throws ends the sequence with what it threw")
  func throwingHandler() {
    struct HandlerError: Error, CustomStringConvertible {
      var description: String { "HandlerError" }
    }
    let recorder = EventRecorder<Int>()

    _ = Observable<Int>.error(TestError()).catch { _ in throw HandlerError() }.subscribe(recorder)

    #expect(recorder.descriptions == ["error(HandlerError)"])
  }

  @Test("catch keeps the trait: a Single stays a Single, a Maybe a Maybe, a Completable a Completable")
  func keepsTheTrait() {
    // Typed: if a catch returned another trait, this would not compile.
    let single: Single<Int> = Single<Int>.error(TestError()).catch { _ in .just(0) }
    let maybe: Maybe<Int> = Maybe<Int>.error(TestError()).catch { _ in .empty() }
    let completable: Completable = Completable.error(TestError()).catch { _ in .empty() }
    let untouched: Single<Int> = Single.just(5).catch { _ in .just(0) }
    let log = OutcomeLog()

    _ = single.subscribe(into: log)
    _ = maybe.subscribe(into: log)
    _ = completable.subscribe(into: log)
    _ = untouched.subscribe(into: log)

    #expect(log.outcomes == ["success(0)", "completed", "completed", "success(5)"])
  }
}
