// Appendix "Combining sequences", exercise 1: race, the first to answer wins.
// Check: swift test --package-path chapters/exercises --filter AppendixCombiningTests.RaceTests
// Hint:  chapters/exercises/hint combining 1

import Step4_Sink
import Step5_Operators
import Step7_Traits

extension ObservableType {
  /// Subscribes to this sequence and to `other`; the first to send an element or to complete wins,
  /// the other is disposed at once, and every event after that comes from the winner. A side that
  /// fails before anyone has won drops out of the race, and the other side may still win; if both
  /// fail first, the second error goes out.
  func race<Other: ObservableType>(_ other: Other) -> Observable<Element> where Other.Element == Element {
    // TODO: the placeholder below never sends anything.
    Observable.never()
  }
}

// TODO: a Producer, its sink, and a small observer per side that knows which side it is.
