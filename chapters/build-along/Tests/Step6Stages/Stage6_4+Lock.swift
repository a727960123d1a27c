import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

/// The replay runs with the subject's lock held (the mid-stream rule shows it): from inside it,
/// another thread's questions show which properties take the lock.
extension Stage6_4 {
  @Test("value(), hasObservers and isDisposed, asked from another thread during a replay, wait for the subject's lock")
  func readsTakeTheLock() {
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
}
