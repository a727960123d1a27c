/// What a subject asks of the subscription it returns: forget the subscriber filed under `key`.
protocol SubjectUnsubscribing: AnyObject {
  /// The subject's one weak reference to itself, which all its subscriptions share.
  var weakSelf: WeakSubject { get }

  /// Forgets the subscriber filed under `key`; does nothing if it is already gone.
  func unsubscribe(_ key: BagKey)
}

// snippet: weak-subject
/// A weak reference to a subject, as an object. A subject makes one, and every subscription it
/// returns holds it strongly, so that the subscription itself holds no weak reference.
final class WeakSubject {
  // Set once, by the subject's `init`, before anyone can subscribe.
  weak var subject: (any SubjectUnsubscribing)?
}
// snippet: end

// snippet: subject-subscription
/// What subscribing to a ``PublishSubject`` or ``BehaviorSubject`` returns: RxSwift's
/// `SubscriptionDisposable` without its generic parameter, a reference to the subject and the key,
/// with nothing generic about it, so that making and disposing one asks the runtime for no type
/// information. The weak reference is the subject's shared ``WeakSubject``: a struct holding a
/// `weak` field of its own could not be stored inside an `any Disposable`, which would box it, one
/// allocation each.
struct SubjectSubscription: Disposable {
  private let owner: WeakSubject
  private let key: BagKey

  init(owner: any SubjectUnsubscribing, key: BagKey) {
    self.owner = owner.weakSelf
    self.key = key
  }

  func dispose() {
    owner.subject?.unsubscribe(key)
  }
}
// snippet: end
