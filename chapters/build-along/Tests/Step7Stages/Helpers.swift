import StageSupport
import Step4_Sink
import Step7_Traits

/// `success(1)` or `failure(TestError)`, like `Event`'s descriptions.
func describe<Element>(_ event: SingleEvent<Element>) -> String {
  switch event {
  case .success(let element): "success(\(element))"
  case .failure(let error): "failure(\(error))"
  }
}

/// The outcomes a trait's subscriber heard, as text.
final class Outcomes: @unchecked Sendable {
  let list = LockedList<String>()
  var items: [String] { list.items }
  func append(_ item: String) { list.append(item) }
}

/// A `Completable` a test finishes by hand, made with `Completable.create` (stage 7.1): it counts
/// subscriptions and disposals, and `send` reports an outcome to every current subscriber.
final class ManualCompletable {
  private(set) var subscriptions = 0
  private(set) var disposals = 0
  private var observers: [Int: (CompletableEvent) -> Void] = [:]

  lazy var completable: Completable = Completable.create { [unowned self] observer in
    subscriptions += 1
    let key = subscriptions
    observers[key] = observer
    return Disposables.create(with: {
      self.disposals += 1
      self.observers[key] = nil
    })
  }

  /// Reports `event` to every current subscriber, oldest first.
  func send(_ event: CompletableEvent) {
    for key in observers.keys.sorted() { observers[key]?(event) }
  }
}
