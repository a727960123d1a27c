import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

@Suite("Single", .watchdog())
struct SingleTests {
  @Test("Single.just succeeds with its element")
  func just() {
    var events: [String] = []
    _ = Single.just(1).subscribe { events.append(describe($0)) }
    #expect(events == ["success(1)"])
  }

  @Test("Single.error fails with its error")
  func error() {
    var events: [String] = []
    _ = Single<Int>.error(TestError()).subscribe { events.append(describe($0)) }
    #expect(events == ["failure(TestError)"])
  }

  @Test("Single.never delivers nothing")
  func never() {
    var events: [String] = []
    _ = Single<Int>.never().subscribe { events.append(describe($0)) }
    #expect(events.isEmpty)
  }

  @Test("a success reported to create reaches the subscriber as a success")
  func createSuccess() {
    var events: [String] = []
    _ = Single<String>.create { observer in
      observer(.success("photo.jpg"))
      return Disposables.create()
    }.subscribe { events.append(describe($0)) }
    #expect(events == ["success(photo.jpg)"])
  }

  @Test("a failure reported to create reaches the subscriber as a failure")
  func createFailure() {
    var events: [String] = []
    _ = Single<String>.create { observer in
      observer(.failure(TestError()))
      return Disposables.create()
    }.subscribe { events.append(describe($0)) }
    #expect(events == ["failure(TestError)"])
  }

  @Test("inside a Single, a success is a next followed at once by completed")
  func successIsNextThenCompleted() {
    let recorder = EventRecorder<Int>()
    _ = Single.just(7).asObservable().subscribe(recorder)
    #expect(recorder.descriptions == ["next(7)", "completed"])
  }

  @Test("the first result wins: a create closure that reports two successes delivers only the first")
  func firstSuccessWins() {
    let violations = LockedList<String>()
    var events: [String] = []
    violations.captureViolations {
      _ = Single<Int>.create { observer in
        observer(.success(1))
        observer(.success(2))
        return Disposables.create()
      }.subscribe { events.append(describe($0)) }
    }
    #expect(events == ["success(1)"])
    #expect(violations.items.isEmpty)  // the completed after next(1) is ignored, not reported
  }

  @Test("the first result wins: a failure followed by a success delivers only the failure")
  func firstFailureWins() {
    var events: [String] = []
    _ = Single<Int>.create { observer in
      observer(.failure(TestError()))
      observer(.success(2))
      return Disposables.create()
    }.subscribe { events.append(describe($0)) }
    #expect(events == ["failure(TestError)"])
  }

  @Test("subscribe stops after the first event even if the observable inside sends more")
  func subscribeStopsAfterFirstEvent() {
    // Only code inside the module can wrap a raw observable; a misbehaving one shows the flag at work.
    let source = ManualSource<Int>()
    let single = Single(raw: source.observable)
    var events: [String] = []
    _ = single.subscribe { events.append(describe($0)) }
    source.send(1, 2)
    source.send(.error(TestError()))
    #expect(events == ["success(1)"])
  }

  @Test("disposing a Single before its result delivers nothing and runs the create closure's disposable once")
  func disposeBeforeResult() {
    var report: ((SingleEvent<Int>) -> Void)?
    let cleanup = CountingDisposable()
    var events: [String] = []
    let subscription = Single<Int>.create { observer in
      report = observer
      return cleanup
    }.subscribe { events.append(describe($0)) }
    subscription.dispose()
    report?(.success(1))
    #expect(events.isEmpty)
    #expect(cleanup.count == 1)
  }

  @Test("onSuccess receives the element, then onDisposed runs")
  func handlersOnSuccess() {
    var calls: [String] = []
    _ = Single.just(3).subscribe(
      onSuccess: { calls.append("success \($0)") },
      onFailure: { calls.append("failure \($0)") },
      onDisposed: { calls.append("disposed") })
    #expect(calls == ["success 3", "disposed"])
  }

  @Test("onFailure receives the error, then onDisposed runs")
  func handlersOnFailure() {
    var calls: [String] = []
    _ = Single<Int>.error(TestError()).subscribe(
      onSuccess: { calls.append("success \($0)") },
      onFailure: { calls.append("failure \($0)") },
      onDisposed: { calls.append("disposed") })
    #expect(calls == ["failure TestError", "disposed"])
  }

  @Test("onDisposed runs once when a pending Single is disposed, and no other handler runs")
  func handlersOnDispose() {
    var calls: [String] = []
    let subscription = Single<Int>.never().subscribe(
      onSuccess: { calls.append("success \($0)") },
      onFailure: { calls.append("failure \($0)") },
      onDisposed: { calls.append("disposed") })
    #expect(calls.isEmpty)
    subscription.dispose()
    subscription.dispose()
    #expect(calls == ["disposed"])
  }

  @Test("a Single is cold: each subscription runs the create closure again")
  func cold() {
    var runs = 0
    let single = Single<Int>.create { observer in
      runs += 1
      observer(.success(runs))
      return Disposables.create()
    }
    var events: [String] = []
    _ = single.subscribe { events.append(describe($0)) }
    _ = single.subscribe { events.append(describe($0)) }
    #expect(events == ["success(1)", "success(2)"])
  }
}
