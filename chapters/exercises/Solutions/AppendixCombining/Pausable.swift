// Appendix "Combining sequences", exercise 2: pausable, a second sequence that opens and shuts the
// first. A reference solution.

import Foundation
import Step4_Sink
import Step5_Operators
import Step7_Traits

extension ObservableType {
  /// This sequence's elements while the latest value of `pauser` is `true`; while it is `false`,
  /// and before `pauser` has sent anything, elements are dropped. `pauser` completing only ends its
  /// own subscription (its last value holds); its error ends the sequence. This sequence's stop
  /// events end it.
  func pausable<Pauser: ObservableType>(_ pauser: Pauser) -> Observable<Element> where Pauser.Element == Bool {
    Pausable(source: asObservable(), pauser: pauser.asObservable())
  }
}

/// One subscription of `pausable`: the source's elements pass through a gate that the pauser's
/// observer opens and shuts, under the lock they share.
final private class PausableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  let lock = NSRecursiveLock()
  var open = false  // guarded by `lock`

  func run(source: Observable<Observer.Element>, pauser: Observable<Bool>) -> any Disposable {
    // The pauser first: a value it has at once sets the gate before the source's first element.
    let pauserSubscription = SingleAssignmentDisposable()
    pauserSubscription.setDisposable(pauser.subscribe(PauserObserver(parent: self, subscription: pauserSubscription)))
    let sourceSubscription = source.subscribe(self)
    return Disposables.create(pauserSubscription, sourceSubscription)
  }

  func on(_ event: Event<Observer.Element>) {
    lock.withLock {
      switch event {
      case .next:
        if open {
          forwardOn(event)
        }
      case .error, .completed:
        forwardOn(event)
        dispose()
      }
    }
  }
}

/// The observer of the pauser: each value sets the gate; a completion ends only its own
/// subscription; an error ends everything.
final private class PauserObserver<Observer: ObserverType>: ObserverType {
  private let parent: PausableSink<Observer>
  private let subscription: any Disposable

  init(parent: PausableSink<Observer>, subscription: any Disposable) {
    self.parent = parent
    self.subscription = subscription
  }

  func on(_ event: Event<Bool>) {
    parent.lock.withLock {
      switch event {
      case .next(let open):
        parent.open = open
      case .error(let error):
        parent.forwardOn(.error(error))
        parent.dispose()
      case .completed:
        subscription.dispose()
      }
    }
  }
}

/// The `pausable` sequence.
final private class Pausable<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let pauser: Observable<Bool>

  init(source: Observable<Element>, pauser: Observable<Bool>) {
    self.source = source
    self.pauser = pauser
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = PausableSink(observer: observer, cancel: cancel)
    let subscription = sink.run(source: source, pauser: pauser)
    return (sink: sink, subscription: subscription)
  }
}
