import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// Drops the source's elements until `other` sends its first element, and passes the rest. An
  /// error from `other` ends the sequence; `other` completing first means nothing ever passes.
  public func skip(until other: some ObservableType) -> Observable<Element> {
    SkipUntil(source: asObservable(), other: other.asObservable())
  }
}

/// The observer of `other`: its first element opens the gate for good, and ends its own
/// subscription. It takes the sink's lock, since the two sequences may send on different threads.
final private class SkipUntilSinkOther<Other, Observer: ObserverType>: ObserverType {
  private let parent: SkipUntilSink<Other, Observer>
  let subscription = SingleAssignmentDisposable()

  init(parent: SkipUntilSink<Other, Observer>) {
    self.parent = parent
    Resources.incrementTotal(self)
  }

  func on(_ event: Event<Other>) {
    parent.lock.withLock {
      switch event {
      case .next:
        parent.forwardElements = true
        subscription.dispose()
      case .error(let error):
        parent.forwardOn(.error(error))
        parent.dispose()
      case .completed:
        subscription.dispose()
      }
    }
  }

  deinit {
    Resources.decrementTotal(self)
  }
}

/// One subscription of `skip(until:)`: a gate, closed until `other` opens it.
final private class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let parent: SkipUntil<Observer.Element, Other>
  let lock = NSRecursiveLock()
  var forwardElements = false  // guarded by `lock`
  private let sourceSubscription = SingleAssignmentDisposable()

  init(parent: SkipUntil<Observer.Element, Other>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    lock.withLock {
      switch event {
      case .next:
        if forwardElements {
          forwardOn(event)
        }
      case .error:
        forwardOn(event)
        dispose()
      case .completed:
        // A completion before the gate opened is not sent: the subscription just ends. (RxSwift.)
        if forwardElements {
          forwardOn(event)
        }
        dispose()
      }
    }
  }

  func run() -> any Disposable {
    let subscription = parent.source.subscribe(self)
    let otherObserver = SkipUntilSinkOther(parent: self)
    let otherSubscription = parent.other.subscribe(otherObserver)
    sourceSubscription.setDisposable(subscription)
    otherObserver.subscription.setDisposable(otherSubscription)
    return Disposables.create(sourceSubscription, otherObserver.subscription)
  }
}

/// The `skip(until:)` sequence.
final private class SkipUntil<Element, Other>: Producer<Element> {
  let source: Observable<Element>
  let other: Observable<Other>

  init(source: Observable<Element>, other: Observable<Other>) {
    self.source = source
    self.other = other
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = SkipUntilSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
