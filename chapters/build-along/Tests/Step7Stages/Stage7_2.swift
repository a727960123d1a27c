import StageSupport
import Step4_Sink
import Step7_Traits
import Testing

@Suite("7.2 Subscribing: the first event wins")
struct Stage7_2 {
  @Test("a success reported to create reaches the subscriber as a success")
  func success() {
    var seen: [String] = []
    _ = Single<Int>.create { observer in
      observer(.success(1))
      return Disposables.create()
    }.subscribe { seen.append(describe($0)) }
    #expect(seen == ["success(1)"])
  }

  @Test("the first result wins: a create closure that reports two successes delivers only the first")
  func firstWins() {
    var seen: [String] = []
    _ = Single<Int>.create { observer in
      observer(.success(1))
      observer(.success(2))
      observer(.failure(TestError()))
      return Disposables.create()
    }.subscribe { seen.append(describe($0)) }
    #expect(seen == ["success(1)"])
  }

  @Test("disposing a Single before its result delivers nothing and runs the create closure's disposable once")
  func disposeBeforeResult() {
    var report: ((SingleEvent<Int>) -> Void)?
    let source = CountingDisposable()
    var seen: [String] = []
    let subscription = Single<Int>.create { observer in
      report = observer
      return source
    }.subscribe { seen.append(describe($0)) }
    subscription.dispose()
    report?(.success(1))
    #expect(seen == [])
    #expect(source.count == 1)
  }

  @Test("onSuccess receives the element, then onDisposed runs")
  func onSuccessThenDisposed() {
    var log: [String] = []
    _ = Single<Int>.create { observer in
      observer(.success(3))
      return Disposables.create()
    }.subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
    #expect(log == ["success 3", "disposed"])
  }

  @Test("the first outcome wins for a Maybe: completed then success delivers only completed")
  func maybeFirstWins() {
    var seen: [String] = []
    _ = Maybe<Int>.create { observer in
      observer(.completed)
      observer(.success(1))
      return Disposables.create()
    }.subscribe { seen.append($0.description) }
    #expect(seen == ["completed"])
  }

  @Test("a Completable's onCompleted runs, then onDisposed")
  func completableHandlers() {
    var log: [String] = []
    _ = Completable.create { observer in
      observer(.completed)
      return Disposables.create()
    }.subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    #expect(log == ["completed", "disposed"])
  }

  @Test("a failure with no handler for it goes to Hooks.defaultErrorHandler, for a Single, a Maybe and a Completable")
  func unhandledFailures() {
    let errors = (UniqueError(), UniqueError(), UniqueError())
    let seen = unhandledErrors {
      _ = Single<Int>.error(errors.0).subscribe(onSuccess: { _ in })
      _ = Maybe<Int>.error(errors.1).subscribe(onSuccess: { _ in })
      _ = Completable.error(errors.2).subscribe(onCompleted: {})
    }
    for (name, error) in [("Single", errors.0), ("Maybe", errors.1), ("Completable", errors.2)] {
      let count = seen.filter { ($0.error as? UniqueError) == error }.count
      #expect(count == 1, "the \(name)'s error reached Hooks.defaultErrorHandler \(count) times")
    }
    let handled = unhandledErrors {
      _ = Single<Int>.error(errors.0).subscribe(onFailure: { _ in })
      _ = Maybe<Int>.error(errors.1).subscribe(onError: { _ in })
      _ = Completable.error(errors.2).subscribe(onError: { _ in })
    }
    let mine = [errors.0, errors.1, errors.2]
    #expect(!handled.contains { ($0.error as? UniqueError).map(mine.contains) ?? false })
  }
}
