import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

@Suite("Maybe", .watchdog())
struct MaybeTests {
  @Test("Maybe.just succeeds with its element, Maybe.empty completes, Maybe.error fails")
  func constructors() {
    var events: [String] = []
    _ = Maybe.just(1).subscribe { events.append($0.description) }
    _ = Maybe<Int>.empty().subscribe { events.append($0.description) }
    _ = Maybe<Int>.error(TestError()).subscribe { events.append($0.description) }
    _ = Maybe<Int>.never().subscribe { events.append($0.description) }
    #expect(events == ["success(1)", "completed", "error(TestError)"])
  }

  @Test("each outcome reported to create reaches the subscriber as that outcome")
  func createOutcomes() {
    let outcomes: [MaybeEvent<Int>] = [.success(5), .completed, .error(TestError())]
    var events: [String] = []
    for outcome in outcomes {
      _ = Maybe<Int>.create { observer in
        observer(outcome)
        return Disposables.create()
      }.subscribe { events.append($0.description) }
    }
    #expect(events == ["success(5)", "completed", "error(TestError)"])
  }

  @Test("inside a Maybe, a success is a next followed at once by completed, and empty is just completed")
  func observableInside() {
    let one = EventRecorder<Int>()
    let none = EventRecorder<Int>()
    _ = Maybe.just(7).asObservable().subscribe(one)
    _ = Maybe<Int>.empty().asObservable().subscribe(none)
    #expect(one.descriptions == ["next(7)", "completed"])
    #expect(none.descriptions == ["completed"])
  }

  @Test("the first outcome wins: completed then success delivers only completed")
  func firstOutcomeWins() {
    var events: [String] = []
    _ = Maybe<Int>.create { observer in
      observer(.completed)
      observer(.success(1))
      observer(.error(TestError()))
      return Disposables.create()
    }.subscribe { events.append($0.description) }
    #expect(events == ["completed"])
  }

  @Test("subscribe delivers a success without the completed that follows it")
  func successHidesCompleted() {
    let source = ManualSource<Int>()
    var events: [String] = []
    _ = Maybe(raw: source.observable).subscribe { events.append($0.description) }
    source.send(1)
    source.send(.completed)
    #expect(events == ["success(1)"])
  }

  @Test("disposing a Maybe before its outcome delivers nothing and runs the create closure's disposable once")
  func disposeBeforeOutcome() {
    var report: ((MaybeEvent<Int>) -> Void)?
    let cleanup = CountingDisposable()
    var events: [String] = []
    let subscription = Maybe<Int>.create { observer in
      report = observer
      return cleanup
    }.subscribe { events.append($0.description) }
    subscription.dispose()
    report?(.success(1))
    #expect(events.isEmpty)
    #expect(cleanup.count == 1)
  }

  @Test(
    "the labelled subscribe calls the handler of the outcome, then onDisposed",
    arguments: [
      (MaybeEvent<Int>.success(2), ["success 2", "disposed"]),
      (MaybeEvent<Int>.completed, ["completed", "disposed"]),
      (MaybeEvent<Int>.error(TestError()), ["error TestError", "disposed"]),
    ])
  func handlers(outcome: MaybeEvent<Int>, expected: [String]) {
    var calls: [String] = []
    _ = Maybe<Int>.create { observer in
      observer(outcome)
      return Disposables.create()
    }.subscribe(
      onSuccess: { calls.append("success \($0)") },
      onError: { calls.append("error \($0)") },
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    #expect(calls == expected)
  }

  @Test("onDisposed runs once when a pending Maybe is disposed")
  func handlersOnDispose() {
    var calls: [String] = []
    let subscription = Maybe<Int>.never().subscribe(
      onSuccess: { calls.append("success \($0)") },
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    subscription.dispose()
    subscription.dispose()
    #expect(calls == ["disposed"])
  }
}
