import Appendix_Operators
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Step7_Traits
import Testing

/// `subscribe(with:)` on Observable and the traits: handlers get the object, held weakly.
@Suite("subscribe(with:)")
struct SubscribeWithTests {
  /// A screen-like owner that keeps what its handlers were told.
  final class Owner {
    var log: [String] = []
  }

  @Test("subscribe(with:) hands each handler the object along with the event")
  func handsTheObject() {
    let owner = Owner()
    _ = Observable.of(1, 2).subscribe(
      with: owner,
      onNext: { owner, value in owner.log.append("next \(value)") },
      onCompleted: { owner in owner.log.append("completed") },
      onDisposed: { owner in owner.log.append("disposed") })
    #expect(owner.log == ["next 1", "next 2", "completed", "disposed"])
  }

  @Test("subscribe(with:) does not keep the object alive")
  func doesNotRetain() {
    let subject = PublishSubject<Int>()
    weak var released: Owner?
    var subscription: (any Disposable)?
    do {
      let owner = Owner()
      released = owner
      subscription = subject.subscribe(with: owner, onNext: { owner, value in owner.log.append("\(value)") })
    }
    #expect(released == nil)
    subscription?.dispose()
  }

  @Test("once the object is gone, subscribe(with:) calls no handler, the subscription still running")
  func noHandlerAfterRelease() {
    let subject = PublishSubject<Int>()
    var calls = 0
    var owner: Owner? = Owner()
    let subscription = subject.subscribe(
      with: owner!, onNext: { _, _ in calls += 1 }, onDisposed: { _ in calls += 100 })
    subject.onNext(1)
    owner = nil
    subject.onNext(2)
    let stillSubscribed = subject.hasObservers
    subscription.dispose()
    #expect(calls == 1)
    #expect(stillSubscribed)
  }

  @Test("an error with no onError given to subscribe(with:) is dropped, not sent to the default error handler")
  func errorWithoutHandlerDropped() {
    let owner = Owner()
    let error = UniqueError()
    let unhandled = unhandledErrors {
      _ = Observable<Int>.error(error).subscribe(with: owner, onNext: { _, _ in })
    }
    #expect(!unhandled.contains { $0.error as? UniqueError == error })
  }

  @Test("Single's subscribe(with:) hands the object to onSuccess and onFailure")
  func single() {
    let owner = Owner()
    _ = Single.just(5).subscribe(with: owner, onSuccess: { owner, value in owner.log.append("success \(value)") })
    _ = Single<Int>.error(TestError()).subscribe(
      with: owner, onFailure: { owner, error in owner.log.append("failure \(error)") })
    #expect(owner.log == ["success 5", "failure TestError"])
  }

  @Test("Maybe's subscribe(with:) hands the object to onSuccess, onError and onCompleted")
  func maybe() {
    let owner = Owner()
    let handlers = (
      success: { (owner: Owner, value: Int) in owner.log.append("success \(value)") },
      error: { (owner: Owner, error: any Error) in owner.log.append("error \(error)") },
      completed: { (owner: Owner) in owner.log.append("completed") }
    )
    for maybe in [Maybe.just(1), Maybe.error(TestError()), Maybe.empty()] {
      _ = maybe.subscribe(
        with: owner, onSuccess: handlers.success, onError: handlers.error, onCompleted: handlers.completed)
    }
    #expect(owner.log == ["success 1", "error TestError", "completed"])
  }

  @Test("Completable's subscribe(with:) hands the object to onCompleted, onError and onDisposed")
  func completable() {
    let owner = Owner()
    _ = Completable.empty().subscribe(
      with: owner, onCompleted: { owner in owner.log.append("completed") },
      onDisposed: { owner in owner.log.append("disposed") })
    _ = Completable.error(TestError()).subscribe(with: owner, onError: { owner, error in owner.log.append("\(error)") })
    #expect(owner.log == ["completed", "disposed", "TestError"])
  }

  @Test("the traits' subscribe(with:) call no handler once the object is gone")
  func traitsAfterRelease() {
    var calls = 0
    var owner: Owner? = Owner()
    let single = PublishSubject<Int>()
    let completable = PublishSubject<Never>()
    _ = single.asSingle().subscribe(with: owner!, onSuccess: { _, _ in calls += 1 }, onDisposed: { _ in calls += 1 })
    _ = single.asMaybe().subscribe(with: owner!, onSuccess: { _, _ in calls += 1 }, onDisposed: { _ in calls += 1 })
    _ = completable.asCompletable().subscribe(
      with: owner!, onCompleted: { _ in calls += 1 }, onDisposed: { _ in calls += 1 })
    owner = nil
    single.onNext(1)
    single.onCompleted()
    completable.onCompleted()
    #expect(calls == 0)
  }
}
