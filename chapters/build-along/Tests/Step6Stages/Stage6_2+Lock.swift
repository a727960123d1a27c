import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

/// A late subscriber hears the stop event while the subject holds its lock, as in RxSwift: from
/// inside that callout, another thread's calls show which of them take the lock.
extension Stage6_2 {
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
}
