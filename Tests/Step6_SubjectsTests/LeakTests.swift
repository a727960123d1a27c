import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step5_Operators
  @testable import Step6_Subjects
#endif

@Suite("Subjects and their subscribers are released", .watchdog())
struct LeakTests {
  @Test("a subscription never keeps the subject alive, and disposing it afterwards is harmless")
  func subscriptionDoesNotRetainSubject() {
    weak var weakSubject: PublishSubject<Int>?
    let subscription: any Disposable
    do {
      let subject = PublishSubject<Int>()
      weakSubject = subject
      subscription = subject.subscribe(EventRecorder<Int>())
    }
    #expect(weakSubject == nil)
    subscription.dispose()
  }

  @Test("a BehaviorSubject subscription never keeps the subject alive")
  func behaviorSubscriptionDoesNotRetainSubject() {
    weak var weakSubject: BehaviorSubject<Int>?
    let subscription: any Disposable
    do {
      let subject = BehaviorSubject(value: 0)
      weakSubject = subject
      subscription = subject.subscribe(EventRecorder<Int>())
    }
    #expect(weakSubject == nil)
    withExtendedLifetime(subscription) {}
  }

  @Test("a subject under a map is released while the chain's subscription is still held")
  func noCycleThroughSink() {
    weak var weakSubject: PublishSubject<Int>?
    let subscription: any Disposable
    do {
      let subject = PublishSubject<Int>()
      weakSubject = subject
      // The caller holds the SinkDisposer, which holds the SubscriptionDisposable: if that held
      // the subject strongly, the subject would live as long as the subscription is kept.
      subscription = subject.map { $0 }.subscribe(EventRecorder<Int>())
    }
    #expect(weakSubject == nil)
    withExtendedLifetime(subscription) {}
  }

  @Test("disposing a subscription releases the subscriber")
  func disposeReleasesSubscriber() {
    let subject = PublishSubject<Int>()
    weak var weakObserver: AnonymousObserver<Int>?
    let subscription: any Disposable
    do {
      let observer = AnonymousObserver<Int> { _ in }
      weakObserver = observer
      subscription = subject.subscribe(observer)
    }
    #expect(weakObserver != nil)  // the subject holds it while subscribed
    subscription.dispose()
    #expect(weakObserver == nil)
  }

  @Test(
    "a stop event releases every subscriber of a PublishSubject, though the subject lives on", arguments: [false, true])
  func stopReleasesSubscribers(withError: Bool) {
    let subject = PublishSubject<Int>()
    weak var weakObserver: AnonymousObserver<Int>?
    do {
      let observer = AnonymousObserver<Int> { _ in }
      weakObserver = observer
      _ = subject.subscribe(observer)
    }
    #expect(weakObserver != nil)
    if withError {
      subject.onError(TestError())
    } else {
      subject.onCompleted()
    }
    #expect(weakObserver == nil)
  }

  @Test("a BehaviorSubject keeps its subscribers after a stop event until they dispose, as in RxSwift")
  func behaviorKeepsSubscribersAfterStop() {
    let subject = BehaviorSubject(value: 0)
    weak var weakObserver: AnonymousObserver<Int>?
    let subscription: any Disposable
    do {
      let observer = AnonymousObserver<Int> { _ in }
      weakObserver = observer
      subscription = subject.subscribe(observer)
    }
    subject.onCompleted()
    #expect(weakObserver != nil)
    subscription.dispose()
    #expect(weakObserver == nil)
  }

  @Test("dispose() on the subject releases every subscriber")
  func disposeReleasesEveryone() {
    let subject = PublishSubject<Int>()
    weak var weakObserver: AnonymousObserver<Int>?
    do {
      let observer = AnonymousObserver<Int> { _ in }
      weakObserver = observer
      _ = subject.subscribe(observer)
    }
    subject.dispose()
    #expect(weakObserver == nil)
  }
}
