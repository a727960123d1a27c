import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// The source's elements until `other` sends its first element; then `completed`, and both
  /// subscriptions end. An error from `other` ends the sequence too; its completion does not.
  public func take(until other: some ObservableType) -> Observable<Element> {
    TakeUntil(source: asObservable(), other: other.asObservable())
  }
}

/// The observer of `other`: its first element ends the whole subscription. It takes the sink's
/// lock, since the two sequences may send on different threads.
final private class TakeUntilSinkOther<Other, Observer: ObserverType>: ObserverType {
  private let parent: TakeUntilSink<Other, Observer>
  let subscription = SingleAssignmentDisposable()

  init(parent: TakeUntilSink<Other, Observer>) {
    self.parent = parent
    Resources.incrementTotal(self)
  }

  func on(_ event: Event<Other>) {
    parent.lock.withLock {
      switch event {
      case .next:
        parent.forwardOn(.completed)
        parent.dispose()
      case .error(let error):
        parent.forwardOn(.error(error))
        parent.dispose()
      case .completed:
        subscription.dispose()  // `other` will never stop the source: let it go
      }
    }
  }

  deinit {
    Resources.decrementTotal(self)
  }
}

/// One subscription of `take(until:)`: the source's events pass under the lock `other` takes.
final private class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let parent: TakeUntil<Observer.Element, Other>
  let lock = NSRecursiveLock()

  init(parent: TakeUntil<Observer.Element, Other>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    lock.withLock {
      forwardOn(event)
      if event.isStopEvent {
        dispose()
      }
    }
  }

  // snippet: take-until-run
  func run() -> any Disposable {
    // `other` first: if it sends at once, the result completes before the source can send.
    let otherObserver = TakeUntilSinkOther(parent: self)
    otherObserver.subscription.setDisposable(parent.other.subscribe(otherObserver))
    let sourceSubscription = parent.source.subscribe(self)
    return Disposables.create(sourceSubscription, otherObserver.subscription)
  }
  // snippet: end
}

/// The `take(until:)` sequence.
final private class TakeUntil<Element, Other>: Producer<Element> {
  let source: Observable<Element>
  let other: Observable<Other>

  init(source: Observable<Element>, other: Observable<Other>) {
    self.source = source
    self.other = other
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = TakeUntilSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
