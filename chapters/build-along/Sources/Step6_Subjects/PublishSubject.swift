import Foundation
import Step4_Sink

/// A subject that passes each event it receives to the observers subscribed at that
/// moment, in the order they subscribed. Once it has sent `error` or `completed` it sends
/// nothing more, and a late subscriber hears that stop event at once.
///
/// `@unchecked Sendable`: every stored `var` is read and written only with `lock` held.
/// (A `Mutex` would want the observers to be `Sendable`, which they are not.)
///
/// The lines under `#if DEBUG` are given: RxSwift's debug builds warn when `on` is entered
/// again before it returned (chapter 4's aside on the lines under `#if DEBUG`).
public final class PublishSubject<Element>:
  Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  /// The type of the subject's observer side: the subject itself, as `asObserver()` says.
  public typealias SubjectObserverType = PublishSubject<Element>

  #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
  #endif

  /// Makes a subject with no subscribers.
  public override init() {
    super.init()
  }

  /// Sends `event` to every current subscriber. The first stop event is remembered and
  /// ends the subject; after it, and after `dispose()`, `next` events are dropped.
  public func on(_ event: Event<Element>) {
    #if DEBUG
      synchronizationTracker.register(synchronizationErrorMessage: .default)
      defer { synchronizationTracker.unregister() }
    #endif
    // TODO: chapter 6, "A subject that remembers it has stopped"
  }

  /// Adds `observer` to the subscribers. If the subject has stopped, `observer` gets the
  /// stop event at once instead; if it was disposed, `RxError.disposed`. Either way there
  /// is nothing to unsubscribe, so the disposable returned then does nothing.
  public override func subscribe<Observer: ObserverType>(
    _ observer: Observer
  ) -> any Disposable
  where Observer.Element == Element {
    // TODO: chapter 6, "A subject that remembers it has stopped"
    Disposables.create()
  }

  /// Ends the subject without an event: it forgets its subscribers and its stop event,
  /// and from now on `next` events are dropped and a new subscriber gets
  /// `RxError.disposed`.
  public func dispose() {
    // TODO: chapter 6, "A subject that remembers it has stopped"
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    // TODO: chapter 6, "A subject that remembers it has stopped"
    false
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool {
    // TODO: chapter 6, "A subject that remembers it has stopped"
    false
  }

  /// The subject itself: it is its own observer side.
  public func asObserver() -> PublishSubject<Element> {
    // TODO: chapter 6, "One object, two roles"
    PublishSubject()
  }
}
