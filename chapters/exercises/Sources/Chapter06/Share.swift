// Chapter 6, exercise 6: share, a hot observable from a cold one.
// Check: swift test --package-path chapters/exercises --filter Chapter06Tests.ShareTests
// Hint:  chapters/exercises/hint 6 6

import Foundation
import Step4_Sink
import Step6_Subjects

extension ObservableType {
  /// RxSwift's `share()`: one subscription to this sequence, shared by all subscribers through a
  /// `PublishSubject`. The first subscriber connects it: the subject subscribes to the source.
  /// Later subscribers join the subject and hear what is sent from then on. When the last
  /// subscriber leaves, the source's subscription is disposed, and the next subscriber connects
  /// again. A stop event from the source reaches every subscriber and ends the connection, so the
  /// next subscriber connects again too.
  func share() -> Observable<Element> {
    // TODO: the placeholder below shares nothing: every subscriber subscribes to the source.
    asObservable()
  }
}
