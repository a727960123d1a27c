import Step4_Sink
import Step7_Traits

/// A `Completable` a test finishes by hand: it counts subscriptions and disposals, and
/// `complete()` / `fail(_:)` finish every current subscription. Disposing a subscription forgets
/// its observer, as real work that is cancelled would.
final class ManualCompletable {
  private(set) var subscriptions = 0
  private(set) var disposals = 0
  private var observers: [Int: (CompletableEvent) -> Void] = [:]

  lazy var completable: Completable = Completable.create { [unowned self] observer in
    self.subscriptions += 1
    let key = self.subscriptions
    self.observers[key] = observer
    return Disposables.create(with: {
      self.disposals += 1
      self.observers[key] = nil
    })
  }

  /// Whether someone is subscribed and waiting.
  var isRunning: Bool { !observers.isEmpty }

  func complete() {
    for key in observers.keys.sorted() { observers[key]?(.completed) }
  }

  func fail(_ error: any Error) {
    for key in observers.keys.sorted() { observers[key]?(.error(error)) }
  }
}
