// Appendix "Combining sequences", exercise 1: amb, the first to send wins.
// Check: swift test --package-path chapters/exercises --filter AppendixCombiningTests.AmbTests
// Hint:  chapters/exercises/hint combining 1

import Step4_Sink
import Step5_Operators
import Step7_Traits

extension ObservableType {
  /// RxSwift's `amb`: subscribes to this sequence and to `right`; whichever sends first (an
  /// element, an error or a completion) wins, the other is disposed at once, and every event after
  /// that comes from the winner.
  func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
    // TODO: the placeholder below never sends anything.
    Observable.never()
  }
}

// TODO: a Producer, its sink, and a small observer per side that knows whether it is left or right.
