import Step4_Sink
import Step5_Operators

// snippet: bind-observers
extension ObservableType {
  /// Subscribes every one of `observers` to this sequence: `subscribe` under a name that says
  /// what the line does, and for several observers at once.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    subscribe { event in
      observers.forEach { $0.on(event) }
    }
  }
  // snippet: end

  /// Subscribes every one of `observers`, which take optionals, to this sequence.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }
      .subscribe { event in
        observers.forEach { $0.on(event) }
      }
  }

  /// Hands this sequence to `binder`, and returns what it returns.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Hands this sequence to `binder`, then `curriedArgument` to what it returns.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Subscribes `onNext`, which gets `object` with each element while `object` lives; held
  /// weakly, so the binding keeps no one alive. An error is a bug, as for relays.
  public func bind<Object: AnyObject>(
    with object: Object,
    onNext: @escaping (Object, Element) -> Void
  ) -> any Disposable {
    subscribe(
      onNext: { [weak object] in
        guard let object else { return }
        onNext(object, $0)
      },
      onError: { error in
        rxFatalErrorInDebug("Binding error: \(error)")
      }
    )
  }

  /// Subscribes `onNext`; an error is a bug, as for relays.
  public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
    subscribe(
      onNext: onNext,
      onError: { error in
        rxFatalErrorInDebug("Binding error: \(error)")
      }
    )
  }
}
