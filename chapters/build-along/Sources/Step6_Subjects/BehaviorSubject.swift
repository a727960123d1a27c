import Foundation
import Step4_Sink

/// A subject that holds a current value: each new subscriber hears the current value at
/// once, then every later event. Once stopped, a late subscriber hears only the stop
/// event.
///
/// `@unchecked Sendable` for the same reason as `PublishSubject`: its `var`s live behind
/// `lock`. The lines under `#if DEBUG` are given, as in `PublishSubject`.
public final class BehaviorSubject<Element>:
  Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  /// The type of the subject's observer side: the subject itself, as `asObserver()` says.
  public typealias SubjectObserverType = BehaviorSubject<Element>

  #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
  #endif

  /// Makes a subject whose current value is `value`.
  public init(value: Element) {
    // TODO: chapter 6, "BehaviorSubject: a subject with a current value"
    super.init()
  }

  /// The current value. Throws the subject's error if it ended with one, and
  /// `RxError.disposed` if it was disposed.
  public func value() throws -> Element {
    // TODO: chapter 6, "BehaviorSubject: a subject with a current value"
    throw RxError.noElements
  }

  /// Makes a `next` element the current value and sends it to every current subscriber; a
  /// stop event is sent and remembered. After a stop event, and after `dispose()`, events
  /// are dropped. The subscribers stay subscribed after a stop event, as in RxSwift,
  /// until they dispose.
  public func on(_ event: Event<Element>) {
    #if DEBUG
      synchronizationTracker.register(synchronizationErrorMessage: .default)
      defer { synchronizationTracker.unregister() }
    #endif
    // TODO: chapter 6, "BehaviorSubject: a subject with a current value"
  }

  /// Adds `observer` and sends it the current value. A disposed subject sends
  /// `RxError.disposed`, a stopped one only its stop event, and either returns a
  /// disposable that does nothing.
  public override func subscribe<Observer: ObserverType>(
    _ observer: Observer
  ) -> any Disposable
  where Observer.Element == Element {
    // TODO: chapter 6, "BehaviorSubject: a subject with a current value"
    Disposables.create()
  }

  /// Ends the subject without an event: it forgets its subscribers and its stop event,
  /// and from now on `on` does nothing while `subscribe` and `value()` report
  /// `RxError.disposed`.
  public func dispose() {
    // TODO: chapter 6, "BehaviorSubject: a subject with a current value"
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    // TODO: chapter 6, "BehaviorSubject: a subject with a current value"
    false
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool {
    // TODO: chapter 6, "BehaviorSubject: a subject with a current value"
    false
  }

  /// The subject itself: it is its own observer side.
  public func asObserver() -> BehaviorSubject<Element> {
    // TODO: chapter 6, "BehaviorSubject: a subject with a current value"
    self
  }
}
