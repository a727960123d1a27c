import RxTestSupport
import Step5_Operators
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

@Suite("Completable", .watchdog())
struct CompletableTests {
  @Test("Completable.empty completes, Completable.error fails, Completable.never does neither")
  func constructors() {
    var events: [String] = []
    _ = Completable.empty().subscribe { events.append($0.description) }
    _ = Completable.error(TestError()).subscribe { events.append($0.description) }
    _ = Completable.never().subscribe { events.append($0.description) }
    #expect(events == ["completed", "error(TestError)"])
  }

  @Test("the first outcome reported to create wins; later reports are ignored")
  func firstOutcomeWins() {
    var events: [String] = []
    _ = Completable.create { observer in
      observer(.error(TestError()))
      observer(.completed)
      return Disposables.create()
    }.subscribe { events.append($0.description) }
    #expect(events == ["error(TestError)"])
  }

  @Test("subscribe stops after the first event even if a raw source sends a second stop event")
  func subscribeStopsAfterFirstEvent() {
    let source = ManualSource<Never>()
    var events: [String] = []
    _ = source.rawObservable.asCompletable().subscribe { events.append($0.description) }
    source.fail(TestError())
    source.complete()
    #expect(events == ["error(TestError)"])
  }

  @Test("disposing a Completable before it finishes delivers nothing and runs the create closure's disposable once")
  func disposeBeforeOutcome() {
    let work = ManualSource<Never>()
    var events: [String] = []
    let subscription = work.completable.subscribe { events.append($0.description) }
    subscription.dispose()
    work.complete()
    #expect(events.isEmpty)
    #expect(work.disposals == 1)
  }

  @Test("onCompleted runs, then onDisposed")
  func handlersOnCompleted() {
    var calls: [String] = []
    _ = Completable.empty().subscribe(
      onCompleted: { calls.append("completed") },
      onError: { calls.append("error \($0)") },
      onDisposed: { calls.append("disposed") })
    #expect(calls == ["completed", "disposed"])
  }

  @Test("onError runs with the error, then onDisposed")
  func handlersOnError() {
    var calls: [String] = []
    _ = Completable.error(TestError()).subscribe(
      onCompleted: { calls.append("completed") },
      onError: { calls.append("error \($0)") },
      onDisposed: { calls.append("disposed") })
    #expect(calls == ["error TestError", "disposed"])
  }

  @Test("onDisposed runs once when a pending Completable is disposed")
  func handlersOnDispose() {
    var calls: [String] = []
    let subscription = Completable.never().subscribe(
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    subscription.dispose()
    subscription.dispose()
    #expect(calls == ["disposed"])
  }

  @Test("asCompletable turns an Observable<Never> into a Completable with the same ending")
  func asCompletable() {
    var events: [String] = []
    _ = Observable<Never>.empty().asCompletable().subscribe { events.append($0.description) }
    _ = Observable<Never>.error(TestError()).asCompletable().subscribe { events.append($0.description) }
    #expect(events == ["completed", "error(TestError)"])
  }
}
