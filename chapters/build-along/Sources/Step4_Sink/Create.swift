extension ObservableType {
  /// A sequence defined by a closure: each subscription runs `subscribe` with an observer
  /// to send events to, and disposes what the closure returns when the subscription ends.
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    // TODO: chapter 4, "Observable.create: the first Producer"
    // (a private `AnonymousObservable` producer and its `AnonymousObservableSink`, in
    // this file)
    PlaceholderObservable()
  }
}
