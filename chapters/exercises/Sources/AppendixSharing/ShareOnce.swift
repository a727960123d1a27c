// Appendix "Sharing one subscription", exercise 2: shareOnce(), a share whose source, once it has
// stopped, is never subscribed again.
// Check: swift test --package-path chapters/exercises --filter AppendixSharingTests.ShareOnceTests
// Hint:  chapters/exercises/hint sharing 2

import Appendix_Sharing
import Step4_Sink
import Step6_Subjects

extension ObservableType {
  /// One subscription to this sequence, shared by everyone subscribed at the same time. Once it
  /// has stopped, every later subscriber hears the stop event at once, and this sequence is not
  /// subscribed again.
  func shareOnce() -> Observable<Element> {
    // TODO: the placeholder below does not share at all.
    asObservable()
  }
}
