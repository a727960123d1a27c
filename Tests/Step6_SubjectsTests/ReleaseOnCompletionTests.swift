import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step5_Operators
  @testable import Step6_Subjects
#endif

/// A subscription that ends after `subscribe` returned lets go of its observer, and so of what
/// the observer's closures captured, even while the caller still holds the subscription (as a
/// `DisposeBag` does): otherwise `self → bag → subscription → closure → self` would never break.
@Suite("A finished subscription lets go of its observer while the caller holds it", .watchdog())
struct ReleaseOnCompletionTests {
  /// Subscribes through `chain` with a closure that captures a token, ends the source with
  /// `end`, and returns whether the token is gone while the subscription is still held.
  func tokenReleased(
    _ chain: (Observable<Int>) -> Observable<Int>, end: (PublishSubject<Int>) -> Void
  ) -> Bool {
    let source = PublishSubject<Int>()
    weak var weakToken: Token?
    var subscription: (any Disposable)?
    do {
      let token = Token()
      weakToken = token
      subscription = chain(source.asObservable()).subscribe(onNext: { _ in _ = token })
    }
    source.onNext(1)
    end(source)
    defer { withExtendedLifetime(subscription) {} }
    return weakToken == nil
  }

  @Test("after a later completion, a subscription held by the caller keeps nothing its closure captured")
  func releasedAfterCompletion() {
    #expect(tokenReleased({ $0.map { $0 + 1 } }, end: { $0.onCompleted() }))
  }

  @Test("after a later error, a subscription held by the caller keeps nothing its closure captured")
  func releasedAfterError() {
    struct Failure: Error {}
    #expect(tokenReleased({ $0.filter { _ in true } }, end: { $0.onError(Failure()) }))
  }

  @Test("a subject's own subscription, once the subject completes, keeps nothing its closure captured")
  func subjectSubscriptionReleased() {
    #expect(tokenReleased({ $0 }, end: { $0.onCompleted() }))
  }

  @Test("after take ends a longer sequence, a subscription held by the caller keeps nothing its closure captured")
  func releasedAfterTake() {
    #expect(tokenReleased({ $0.take(1) }, end: { _ in }))
  }
}
