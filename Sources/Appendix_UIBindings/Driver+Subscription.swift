import Appendix_Operators
import Appendix_Schedulers
import Step4_Sink
import Step5_Operators

private let errorMessage =
  "`drive*` family of methods can be only called from `MainThread`.\n"
  + "This is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.\n"

// snippet: drive
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Subscribes every one of `observers`: `subscribe`, under a name that says a screen is being
  /// driven. Call it on the main thread, so that the replayed element arrives there too.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    MainScheduler.ensureRunningOnMainThread(errorMessage: errorMessage)
    return asSharedSequence()
      .asObservable()
      .subscribe { event in
        observers.forEach { $0.on(event) }
      }
  }
  // snippet: end

  /// Subscribes every one of `observers`, which take optionals.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    MainScheduler.ensureRunningOnMainThread(errorMessage: errorMessage)
    return asSharedSequence()
      .asObservable()
      .map { $0 as Element? }
      .subscribe { event in
        observers.forEach { $0.on(event) }
      }
  }

  /// Makes each element the value of every one of `relays`.
  public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: errorMessage)
    return drive(onNext: { element in
      relays.forEach { $0.accept(element) }
    })
  }

  /// Makes each element, as an optional, the value of every one of `relays`.
  public func drive(_ relays: BehaviorRelay<Element?>...) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: errorMessage)
    return drive(onNext: { element in
      relays.forEach { $0.accept(element) }
    })
  }

  /// Hands each element to every one of `relays`.
  public func drive(_ relays: ReplayRelay<Element>...) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: errorMessage)
    return drive(onNext: { element in
      relays.forEach { $0.accept(element) }
    })
  }

  /// Hands each element, as an optional, to every one of `relays`.
  public func drive(_ relays: ReplayRelay<Element?>...) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: errorMessage)
    return drive(onNext: { element in
      relays.forEach { $0.accept(element) }
    })
  }

  /// Hands the sequence to `transformation`, and returns what it returns.
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    MainScheduler.ensureRunningOnMainThread(errorMessage: errorMessage)
    return transformation(asObservable())
  }

  /// Hands the sequence to `with`, then `curriedArgument` to what it returns.
  public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    MainScheduler.ensureRunningOnMainThread(errorMessage: errorMessage)
    return with(asObservable())(curriedArgument)
  }

  /// Subscribes handlers that get `object`, held weakly, with each event; nothing is called
  /// once `object` is gone. No `onError`: a `Driver` cannot fail.
  public func drive<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: errorMessage)
    return asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes a handler per kind of event, each optional. No `onError`: a `Driver` cannot
  /// fail.
  public func drive(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: errorMessage)
    return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes and does nothing with the events: for a `Driver` whose `do` does the work.
  public func drive() -> any Disposable {
    drive(onNext: nil, onCompleted: nil, onDisposed: nil)
  }
}
