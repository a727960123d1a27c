// Chapter 4, exercise 4: subscribe with an object, held weakly. A reference solution.

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
    // Every closure captures `object` weakly and checks that it is still there. The labelled
    // `subscribe` already keeps the stop rule and runs `onDisposed` once, however the
    // subscription ends, so this is all there is to it (RxSwift's is the same).
    subscribe(
      onNext: { [weak object] element in
        guard let object else { return }
        onNext?(object, element)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}
