import Foundation
import Step4_Sink
import Step5_Operators
import Step7_Traits

extension ObservableType {
  /// Subscribes to every sequence of `sequence` and mirrors the first one to send anything, an
  /// element or a stop event; the others are disposed at that moment.
  public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    // A chain of two-way races; `never()` can lose every one.
    sequence.reduce(Observable<Element>.never()) { winner, next in
      winner.amb(next)
    }
  }

  /// Subscribes to this sequence and `right`, and mirrors whichever sends anything first, an
  /// element or a stop event; the other is disposed at that moment.
  public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element> where Right.Element == Element {
    Amb(left: asObservable(), right: right.asObservable())
  }
}

/// Who has won the race, if anyone.
private enum AmbState {
  case neither
  case left
  case right
}

/// The observer of one side. What it does with an event is a closure the race replaces: at first
/// it asks the sink to decide, and once its side has won it forwards straight away.
final private class AmbObserver<Observer: ObserverType>: ObserverType {
  typealias Handler = (AmbObserver<Observer>, Event<Observer.Element>) -> Void

  // Written under the sink's lock when this side wins, before it sends again.
  var handler: Handler
  var cancel: any Disposable

  init(cancel: any Disposable, handler: @escaping Handler) {
    self.handler = handler
    self.cancel = cancel
    Resources.incrementTotal(self)
  }

  func on(_ event: Event<Observer.Element>) {
    handler(self, event)
    if event.isStopEvent {
      cancel.dispose()
    }
  }

  deinit {
    Resources.decrementTotal(self)
  }
}

/// One subscription of `amb`: a lock and a choice, made once by the first side to send.
final private class AmbSink<Observer: ObserverType>: Sink<Observer> {
  private let parent: Amb<Observer.Element>
  private let lock = NSRecursiveLock()
  private var choice = AmbState.neither  // guarded by `lock`

  init(parent: Amb<Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription1 = SingleAssignmentDisposable()
    let subscription2 = SingleAssignmentDisposable()
    let disposeAll = Disposables.create(subscription1, subscription2)

    // The winner's events, once it has won: no lock, no question.
    let forwardEvent = { (_: AmbObserver<Observer>, event: Event<Observer.Element>) in
      self.forwardOn(event)
      if event.isStopEvent {
        self.dispose()
      }
    }
    // snippet: amb-decide
    let decide = {
      (
        observer: AmbObserver<Observer>, event: Event<Observer.Element>, me: AmbState,
        other: any Disposable
      ) in
      self.lock.withLock {
        if self.choice == .neither {
          self.choice = me
          observer.handler = forwardEvent
          observer.cancel = disposeAll
          other.dispose()  // the loser
        }
        if self.choice == me {
          self.forwardOn(event)
          if event.isStopEvent {
            self.dispose()
          }
        }
      }
    }
    // snippet: end

    let left = AmbObserver<Observer>(cancel: subscription1) { observer, event in
      decide(observer, event, .left, subscription2)
    }
    // RxSwift hands this one `subscription1` too, a slip that only shows if the loser sends a
    // stop event after it was disposed; here each side cancels its own subscription.
    let right = AmbObserver<Observer>(cancel: subscription2) { observer, event in
      decide(observer, event, .right, subscription1)
    }
    subscription1.setDisposable(parent.left.subscribe(left))
    subscription2.setDisposable(parent.right.subscribe(right))
    return disposeAll
  }
}

/// The `amb` sequence of two.
final private class Amb<Element>: Producer<Element> {
  let left: Observable<Element>
  let right: Observable<Element>

  init(left: Observable<Element>, right: Observable<Element>) {
    self.left = left
    self.right = right
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = AmbSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
