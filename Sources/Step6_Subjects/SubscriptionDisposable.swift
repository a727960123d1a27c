import Step4_Sink

// snippet: subscription-disposable
/// What a ``SubscriptionDisposable`` needs from the subject that made it: a way to forget
/// one subscriber, named by the key it was filed under.
protocol SynchronizedUnsubscribeType: AnyObject {
  /// The type of the keys the subject files its subscribers under.
  associatedtype DisposeKey

  /// Forgets the subscriber filed under `key`; does nothing if it is already gone.
  func synchronizedUnsubscribe(_ key: DisposeKey)
}

/// What subscribing to a subject returns: the subject, held weakly, and the subscriber's
/// key. Disposing it asks the subject to forget that key, if the subject is still there.
///
/// The reference is weak so that a subscription never keeps its subject alive: holding on
/// to a disposable (in a `DisposeBag`, say) must not decide how long the subject lives.
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
  private let key: Owner.DisposeKey
  private weak var owner: Owner?

  init(owner: Owner, key: Owner.DisposeKey) {
    self.owner = owner
    self.key = key
  }

  func dispose() {
    owner?.synchronizedUnsubscribe(key)
  }
}
// snippet: end
