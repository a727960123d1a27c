// Appendix "Combining sequences", exercise 2: take(until:), a second sequence that stops the first.
// Check: swift test --package-path chapters/exercises --filter AppendixCombiningTests.TakeUntilTests
// Hint:  chapters/exercises/hint combining 2

import Step4_Sink
import Step5_Operators
import Step7_Traits

extension ObservableType {
  /// RxSwift 6's `take(until:)`: this sequence's events until `other` sends its first element,
  /// then `completed`. `other` completing changes nothing; its error ends the sequence.
  func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
    // TODO: the placeholder below never sends anything.
    Observable.never()
  }
}

// TODO: a Producer, its sink, and an observer of `other` sharing the sink's lock.
