import Step4_Sink

/// An `Observable<Never>` that completes when told and, unlike sources made with `create`, does
/// not dispose itself on completion: whoever subscribed must dispose it.
final class HandCompletedSource: Observable<Never> {
  private(set) var disposals = 0
  private var observer: AnyObserver<Never>?

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Never {
    self.observer = AnyObserver(observer)
    return Disposables.create(with: { self.disposals += 1 })
  }

  func complete() {
    observer?.on(.completed)
  }

  /// Sends `error` — and nothing stops a later `complete()` from sending `completed` too.
  func fail(_ error: any Error) {
    observer?.on(.error(error))
  }
}
