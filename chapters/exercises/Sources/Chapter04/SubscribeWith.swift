// Chapter 4, exercise 4: subscribe with an object, held weakly.
// Check: swift test --package-path chapters/exercises --filter Chapter04Tests.SubscribeWithTests
// Hint:  chapters/exercises/hint 4 4

import Step4_Sink

extension ObservableType {
  /// RxSwift 6's `subscribe(with:onNext:onError:onCompleted:onDisposed:)`: the handlers of
  /// `subscribe(onNext:onError:onCompleted:onDisposed:)`, each also handed `object`, so that a
  /// handler can use it without capturing it.
  ///
  /// The subscription holds `object` weakly: it never keeps it alive, and once `object` is gone,
  /// no handler runs any more. `onDisposed` runs once when the subscription ends, however it ends,
  /// if `object` is still there.
  func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    // TODO: subscribe, handing each handler the object while it is alive. (The placeholder below
    // subscribes to nothing.)
    Disposables.create()
  }
}
