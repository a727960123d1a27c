// Chapter 4, exercise 4: subscribe for as long as an owner lives.
// Check: swift test --package-path chapters/exercises --filter Chapter04Tests.SubscribeOwnerTests
// Hint:  chapters/exercises/hint 4 4

import Step4_Sink

extension ObservableType {
  /// Subscribes `onNext`, handing it `owner` with each element, without keeping `owner` alive. The
  /// first element to arrive after `owner` is gone ends the subscription, so that the source is let
  /// go as well, and `onNext` is not called for it. Disposing the result ends the subscription at
  /// any time.
  func subscribe<Owner: AnyObject>(
    owner: Owner, onNext: @escaping (Owner, Element) -> Void
  ) -> any Disposable {
    // TODO: subscribe, holding `owner` weakly, and end the subscription from inside the handler
    // once `owner` is gone. (This placeholder subscribes to nothing.)
    Disposables.create()
  }
}
