import Foundation
import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step6_Subjects
#endif

@Suite("BehaviorSubject", .watchdog())
struct BehaviorSubjectTests {
  @Test("a new subscriber hears the initial value at once")
  func initialValueReplayed() {
    let subject = BehaviorSubject(value: "idle")
    let recorder = EventRecorder<String>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["next(idle)"])
  }

  @Test("a late subscriber hears the latest value first, then what follows")
  func latestValueReplayed() {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(1)
    subject.onNext(2)
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    subject.onNext(3)
    #expect(late.elements == [2, 3])
  }

  @Test("every subscriber hears each event, in the order they subscribed")
  func subscriptionOrder() {
    let subject = BehaviorSubject(value: 0)
    let log = LockedList<String>()
    for name in ["A", "B"] {
      _ = subject.subscribe(onNext: { log.append("\(name) \($0)") })
    }
    subject.onNext(1)
    #expect(log.items == ["A 0", "B 0", "A 1", "B 1"])
  }

  @Test("value() returns the latest value")
  func valueIsLatest() throws {
    let subject = BehaviorSubject(value: 0)
    #expect(try subject.value() == 0)
    subject.onNext(7)
    #expect(try subject.value() == 7)
  }

  @Test("value() still returns the last value after completed")
  func valueAfterCompleted() throws {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(7)
    subject.onCompleted()
    subject.onNext(8)
    #expect(try subject.value() == 7)
  }

  @Test("value() throws the subject's error after error")
  func valueThrowsError() {
    let subject = BehaviorSubject(value: 0)
    subject.onError(TestError())
    #expect(throws: TestError()) { try subject.value() }
  }

  @Test("value() throws RxError.disposed after dispose")
  func valueThrowsDisposed() {
    let subject = BehaviorSubject(value: 0)
    subject.dispose()
    #expect(subject.isDisposed)
    #expect {
      try subject.value()
    } throws: { error in
      guard case .disposed(let object) = error as? RxError else { return false }
      return object === subject
    }
  }

  @Test("a completed subject gives a late subscriber only completed, not the last value")
  func lateSubscriberAfterCompleted() {
    let subject = BehaviorSubject(value: 0)
    subject.onNext(1)
    subject.onCompleted()
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.descriptions == ["completed"])
  }

  @Test("a failed subject gives a late subscriber only the error")
  func lateSubscriberAfterError() {
    let subject = BehaviorSubject(value: 0)
    subject.onError(TestError())
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.descriptions == ["error(TestError)"])
  }

  @Test("after dispose(), on does nothing and a new subscriber gets RxError.disposed instead of the value")
  func disposed() {
    let subject = BehaviorSubject(value: 0)
    let early = EventRecorder<Int>()
    _ = subject.subscribe(early)
    subject.dispose()
    subject.onNext(1)
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(early.elements == [0])
    #expect(late.events.count == 1)
    #expect(late.events.first?.error is RxError)
    #expect(!subject.hasObservers)
  }

  @Test("hasObservers stays true after a stop event, until the subscribers dispose, as in RxSwift")
  func observersOutliveTheStopEvent() {
    let subject = BehaviorSubject(value: 0)
    let subscription = subject.subscribe(EventRecorder<Int>())
    subject.onCompleted()
    #expect(subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test("disposing a subscription stops delivery to it")
  func disposeSubscription() {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    #expect(recorder.elements == [0, 1])
    #expect(!subject.hasObservers)
  }

  @Test("a handler that sends from inside its own replay is not deadlocked, and hears the new value right after")
  func sendFromReplay() throws {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    // On a thread of its own, so that a deadlock fails the test instead of hanging the run.
    let finished = finishes {
      _ = subject.subscribe { event in
        recorder.on(event)
        if event.element == 0 {
          subject.onNext(1)  // the replay runs with the subject's lock held: only a recursive lock lets this through
        }
      }
    }
    #expect(finished, "subscribe never returned: the replay's handler is deadlocked on the subject's lock")
    guard finished else { return }
    #expect(recorder.elements == [0, 1])
    #expect(try subject.value() == 1)
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("a replaced value whose deinit reads the subject is released outside the lock: no access conflict")
    func replacedValueReadsSubject() async {
      // A crash of the child process is the access conflict; exit status 3, a deadlock on a lock
      // that cannot be taken twice: either way the value was released with the lock held. Exit status 4:
      // value() gave no current value.
      await #expect(processExitsWith: .success, "the replaced value was released with the subject's lock held") {
        let finished = finishes {
          let subject = BehaviorSubject(value: ReadsSubjectWhenReleased())
          // In a scope of its own, so that the subject holds the last reference to the first value.
          do {
            guard let first = try? subject.value() else { exit(4) }  // no current value to release
            first.subject = subject
          }
          subject.onNext(ReadsSubjectWhenReleased())  // releases the first value, whose deinit calls value()
        }
        if !finished { exit(3) }
      }
    }
  #endif
}

/// A value that reads the current value of the subject holding it when it is released.
final class ReadsSubjectWhenReleased {
  weak var subject: BehaviorSubject<ReadsSubjectWhenReleased>?

  deinit {
    _ = try? subject?.value()
  }
}
