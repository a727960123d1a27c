// Appendix "Combining sequences", exercise 2: take(until:), a second sequence that stops the first.
// Check: swift test --package-path chapters/exercises --filter AppendixCombiningTests.TakeUntilTests
// Hint:  chapters/exercises/hint combining 2

import Foundation
import Step4_Sink
import Step5_Operators
import Step7_Traits

extension ObservableType {
  /// RxSwift 6's `take(until:)`: this sequence's events until `other` sends its first element,
  /// then `completed`. `other` completing changes nothing; its error ends the sequence.
  func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
    TakeUntil(source: asObservable(), other: other.asObservable())
  }
}

/// One subscription of `take(until:)`: the source's events pass through under the lock that the
/// other sequence's observer shares.
final private class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
  let lock = NSRecursiveLock()

  func run(source: Observable<Observer.Element>, other: Observable<Other>) -> any Disposable {
    // The other sequence first: one that sends at once stops the source before it starts.
    let otherSubscription = SingleAssignmentDisposable()
    otherSubscription.setDisposable(other.subscribe(TakeUntilOther(parent: self, subscription: otherSubscription)))
    let sourceSubscription = source.subscribe(self)
    return Disposables.create(otherSubscription, sourceSubscription)
  }

  func on(_ event: Event<Observer.Element>) {
    lock.withLock {
      forwardOn(event)
      if event.isStopEvent {
        dispose()
      }
    }
  }
}

/// The observer of the other sequence: its first element completes, its error fails, its
/// completion only ends its own subscription.
final private class TakeUntilOther<Other, Observer: ObserverType>: ObserverType {
  private let parent: TakeUntilSink<Other, Observer>
  private let subscription: any Disposable

  init(parent: TakeUntilSink<Other, Observer>, subscription: any Disposable) {
    self.parent = parent
    self.subscription = subscription
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
        subscription.dispose()
      }
    }
  }
}

/// The `take(until:)` sequence.
final private class TakeUntil<Element, Other>: Producer<Element> {
  private let source: Observable<Element>
  private let other: Observable<Other>

  init(source: Observable<Element>, other: Observable<Other>) {
    self.source = source
    self.other = other
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = TakeUntilSink<Other, Observer>(observer: observer, cancel: cancel)
    let subscription = sink.run(source: source, other: other)
    return (sink: sink, subscription: subscription)
  }
}
