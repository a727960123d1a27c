// Appendix "The everyday operators", exercise 2: audit, a sink that waits on a scheduler.
// Check: swift test --package-path chapters/exercises --filter AppendixOperatorsTests.AuditTests
// Hint:  chapters/exercises/hint operators 2

import Appendix_Schedulers
import Step4_Sink

extension ObservableType {
  /// An element starts a timer of `dueTime` on `scheduler`; the elements that come while it runs do
  /// not restart it, and when it fires, the latest element goes out. Nothing goes out at once. A
  /// completion waits for a running timer, which sends the last element first; an error ends the
  /// sequence at once and drops the element waiting.
  func audit(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    // TODO: the placeholder below passes every element at once.
    asObservable()
  }
}

// TODO: a Producer and its sink, with a lock: the timer fires on the scheduler's thread.
