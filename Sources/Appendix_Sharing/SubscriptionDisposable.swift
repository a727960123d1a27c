import Step4_Sink
import Step6_Subjects

/// What a ``SubscriptionDisposable`` needs from the object that made it: a way to forget one
/// subscriber by its key. Step 6 keeps its own copy internal; this module needs one for its
/// ``ReplaySubject`` and its share connections.
protocol SynchronizedUnsubscribeType: AnyObject {
  /// Forgets the subscriber filed under `key`; does nothing if it is already gone.
  func synchronizedUnsubscribe(_ key: BagKey)
}

/// What subscribing returns: the owner, held weakly, and the subscriber's key. Disposing it asks
/// the owner to forget that key, if the owner is still there.
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
  private let key: BagKey
  private weak var owner: Owner?

  init(owner: Owner, key: BagKey) {
    self.owner = owner
    self.key = key
  }

  func dispose() {
    owner?.synchronizedUnsubscribe(key)
  }
}

/// The subscribers of a subject or a connection: each one's `on` function under its key.
typealias Observers<Element> = Bag<(Event<Element>) -> Void>
