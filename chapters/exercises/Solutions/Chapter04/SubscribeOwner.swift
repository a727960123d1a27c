// Chapter 4, exercise 4: subscribe for as long as an owner lives. A reference solution.

import Step4_Sink

extension ObservableType {
  /// Subscribes `onNext`, handing it `owner` with each element, without keeping `owner` alive. The
  /// first element to arrive after `owner` is gone ends the subscription, so that the source is let
  /// go as well, and `onNext` is not called for it. Disposing the result ends the subscription at
  /// any time.
  func subscribe<Owner: AnyObject>(
    owner: Owner, onNext: @escaping (Owner, Element) -> Void
  ) -> any Disposable {
    // The handler needs the subscription to end it, and the subscription does not exist until
    // `subscribe` returns: a composite made first stands in for it. If an element finds the owner
    // gone before the subscription is inserted, the composite is already disposed, and inserting
    // disposes the subscription at once.
    let composite = CompositeDisposable()
    let subscription = subscribe(onNext: { [weak owner] element in
      guard let owner else {
        composite.dispose()
        return
      }
      onNext(owner, element)
    })
    _ = composite.insert(subscription)
    return composite
  }
}
