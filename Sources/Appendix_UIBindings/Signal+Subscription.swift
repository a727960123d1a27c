import Appendix_Operators
import Step4_Sink
import Step5_Operators

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Subscribes every one of `observers`: `subscribe`, under a name that says events are being
  /// emitted.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    asSharedSequence()
      .asObservable()
      .subscribe { event in
        observers.forEach { $0.on(event) }
      }
  }

  /// Subscribes every one of `observers`, which take optionals.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    asSharedSequence()
      .asObservable()
      .map { $0 as Element? }
      .subscribe { event in
        observers.forEach { $0.on(event) }
      }
  }

  /// Makes each element the value of every one of `relays`.
  public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
    emit(onNext: { element in
      relays.forEach { $0.accept(element) }
    })
  }

  /// Makes each element, as an optional, the value of every one of `relays`.
  public func emit(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    emit(onNext: { element in
      relays.forEach { $0.accept(element) }
    })
  }

  /// Hands each element to every one of `relays`.
  public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
    emit(onNext: { element in
      relays.forEach { $0.accept(element) }
    })
  }

  /// Hands each element, as an optional, to every one of `relays`.
  public func emit(to relays: PublishRelay<Element?>...) -> any Disposable {
    emit(onNext: { element in
      relays.forEach { $0.accept(element) }
    })
  }

  /// Hands each element to every one of `relays`, which remember it.
  public func emit(to relays: ReplayRelay<Element>...) -> any Disposable {
    emit(onNext: { element in
      relays.forEach { $0.accept(element) }
    })
  }

  /// Hands each element, as an optional, to every one of `relays`.
  public func emit(to relays: ReplayRelay<Element?>...) -> any Disposable {
    emit(onNext: { element in
      relays.forEach { $0.accept(element) }
    })
  }

  /// Subscribes handlers that get `object`, held weakly, with each event; nothing is called
  /// once `object` is gone. No `onError`: a `Signal` cannot fail.
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes a handler per kind of event, each optional. No `onError`: a `Signal` cannot
  /// fail.
  public func emit(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes and does nothing with the events.
  public func emit() -> any Disposable {
    emit(onNext: nil, onCompleted: nil, onDisposed: nil)
  }
}
