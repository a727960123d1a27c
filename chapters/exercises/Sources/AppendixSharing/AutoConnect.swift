// Appendix "Sharing one subscription", exercise 1: autoconnect(), a connectable sequence that
// connects itself at its first subscriber.
// Check: swift test --package-path chapters/exercises --filter AppendixSharingTests.AutoConnectTests
// Hint:  chapters/exercises/hint sharing 1

import Appendix_Sharing
import Step4_Sink

extension ConnectableObservableType {
  /// Hands each subscriber to this connectable sequence, and connects it when the first one
  /// arrives: once, after that subscriber has subscribed, and never disconnects.
  func autoconnect() -> Observable<Element> {
    // TODO: the placeholder below subscribes, but never connects.
    asObservable()
  }
}
