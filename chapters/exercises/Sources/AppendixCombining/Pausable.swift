// Appendix "Combining sequences", exercise 2: pausable, a second sequence that opens and shuts the
// first.
// Check: swift test --package-path chapters/exercises --filter AppendixCombiningTests.PausableTests
// Hint:  chapters/exercises/hint combining 2

import Step4_Sink
import Step5_Operators
import Step7_Traits

extension ObservableType {
  /// This sequence's elements while the latest value of `pauser` is `true`; while it is `false`,
  /// and before `pauser` has sent anything, elements are dropped. `pauser` completing only ends its
  /// own subscription (its last value holds); its error ends the sequence. This sequence's stop
  /// events end it.
  func pausable<Pauser: ObservableType>(_ pauser: Pauser) -> Observable<Element> where Pauser.Element == Bool {
    // TODO: the placeholder below never sends anything.
    Observable.never()
  }
}

// TODO: a Producer, its sink, and an observer of `pauser` sharing the sink's lock.
