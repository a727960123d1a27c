import Dispatch
import Foundation
import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step6_Subjects

/// A subject's lock, held where RxSwift holds it while calling out (a late subscriber told the stop
/// event, a replay): from inside that callout, another thread's calls show which take the lock, and
/// a call back in on the same thread shows that the lock can be taken twice.
@Suite("Subjects, asked from another thread while their lock is held", .watchdog())
struct LockHeldTests {
  @Test(
    "a late subscriber hears the stop event while the subject holds its lock: a subscribe from another thread waits until the handler returns"
  )
  func lateSubscriberToldUnderTheLock() {
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    var subscribedAtOnce: Bool?
    let finished = finishes {
      _ = subject.subscribe { _ in
        subscribedAtOnce = answersAtOnce { _ = subject.subscribe(EventRecorder<Int>()) }
      }
    }
    #expect(finished, "subscribe never returned: the late subscriber's handler waited for good")
    #expect(
      subscribedAtOnce != nil, "the late subscriber heard nothing: a completed subject tells it completed at once")
    #expect(
      subscribedAtOnce != true,
      "a subscribe from another thread went through while the late subscriber heard its stop event: tell it with the subject's lock held"
    )
  }

  @Test("hasObservers and isDisposed, asked from another thread while the subject holds its lock, wait for it")
  func readsTakeTheLock() {
    // Inside a late subscriber's handler the subject holds its lock (the rule above). A property
    // that takes the lock answers only once the handler has returned; one that reads around it
    // answers at once, and races every writer.
    var early: [String] = []
    var asked = 0
    for (name, read) in [
      ("hasObservers", { (subject: PublishSubject<Int>) in _ = subject.hasObservers }),
      ("isDisposed", { (subject: PublishSubject<Int>) in _ = subject.isDisposed }),
    ] {
      let subject = PublishSubject<Int>()
      subject.onCompleted()
      let finished = finishes {
        _ = subject.subscribe { _ in
          // Only while the lock is held can a read show whether it takes it.
          guard !answersAtOnce({ _ = subject.subscribe(EventRecorder<Int>()) }) else { return }
          asked += 1
          if answersAtOnce({ read(subject) }) { early.append(name) }
        }
      }
      #expect(finished, "subscribe never returned: the late subscriber's handler waited for good")
    }
    #expect(
      asked == 2,
      "the late subscriber heard nothing with the subject's lock held (see the rule above), so no property could be asked"
    )
    #expect(
      early.isEmpty, "\(early.joined(separator: " and ")) answered while the subject held its lock: read under the lock"
    )
  }

  @Test("value(), hasObservers and isDisposed, asked from another thread during a replay, wait for the subject's lock")
  func behaviorReadsTakeTheLock() {
    // A property that takes the lock answers only once the replay's handler has returned; one
    // that reads around it answers at once, and races every writer.
    var early: [String] = []
    var asked = 0
    for (name, read) in [
      ("value()", { (subject: BehaviorSubject<Int>) in _ = try? subject.value() }),
      ("hasObservers", { (subject: BehaviorSubject<Int>) in _ = subject.hasObservers }),
      ("isDisposed", { (subject: BehaviorSubject<Int>) in _ = subject.isDisposed }),
    ] {
      let subject = BehaviorSubject(value: 0)
      let finished = finishes {
        _ = subject.subscribe { event in
          guard event.element == 0 else { return }  // the replay; next(1) comes later, from the other thread
          // Only while the lock is held can a read show whether it takes it.
          guard !answersAtOnce({ subject.on(.next(1)) }) else { return }
          asked += 1
          if answersAtOnce({ read(subject) }) { early.append(name) }
        }
      }
      #expect(finished, "subscribe never returned: the replay's handler waited for good")
    }
    #expect(
      asked == 3,
      "no replay came with the subject's lock held (see the mid-stream rule), so no property could be asked")
    #expect(
      early.isEmpty,
      "\(early.joined(separator: ", ")) answered during the replay, while the subject held its lock: read under the lock"
    )
  }

  @Test("a late subscriber whose handler calls back into the subject is not deadlocked")
  func lateSubscriberCallsBack() {
    // A late subscriber hears the stop event with the subject's lock held, as in RxSwift: a call
    // back in from its handler takes that lock again on the same thread.
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    var answered: Bool?
    let finished = finishes {
      _ = subject.subscribe { _ in answered = subject.hasObservers }
    }
    #expect(finished, "subscribe never returned: the subject's lock cannot be taken twice by one thread")
    #expect(answered == false, "the late subscriber's handler did not get its answer")
  }
}

/// Asks `read` on another thread and waits up to `seconds` for the answer: true when it came back
/// in that time. Called from inside a callout that an object makes with its lock held (a
/// subject's replay, or its stop event told to a late subscriber), a read that takes the lock waits
/// until the callout returns, so that no answer comes back; a read that goes around the lock
/// answers at once. The other thread is left to finish once the callout returns.
private func answersAtOnce(within seconds: Double = 0.2, _ read: @escaping () -> Void) -> Bool {
  let answered = DispatchSemaphore(value: 0)
  nonisolated(unsafe) let read = read
  Thread {
    read()
    answered.signal()
  }.start()
  return answered.wait(timeout: .now() + seconds) == .success
}
