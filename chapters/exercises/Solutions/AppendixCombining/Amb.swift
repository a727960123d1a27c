// Appendix "Combining sequences", exercise 1: amb, the first to send wins.
// Check: swift test --package-path chapters/exercises --filter AppendixCombiningTests.AmbTests
// Hint:  chapters/exercises/hint combining 1

import Foundation
import Step4_Sink
import Step5_Operators
import Step7_Traits

extension ObservableType {
  /// RxSwift's `amb`: subscribes to this sequence and to `right`; whichever sends first (an
  /// element, an error or a completion) wins, the other is disposed at once, and every event after
  /// that comes from the winner.
  func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
    Amb(left: asObservable(), right: right.asObservable())
  }
}

/// Which side has won, if any.
private enum AmbChoice {
  case neither, left, right
}

/// One subscription of `amb`: the first event decides, under the lock.
final private class AmbSink<Observer: ObserverType>: Sink<Observer> {
  let lock = NSRecursiveLock()
  var choice = AmbChoice.neither  // guarded by `lock`
  let leftSubscription = SingleAssignmentDisposable()
  let rightSubscription = SingleAssignmentDisposable()

  func run(left: Observable<Observer.Element>, right: Observable<Observer.Element>) -> any Disposable {
    leftSubscription.setDisposable(left.subscribe(AmbObserver(parent: self, side: .left)))
    rightSubscription.setDisposable(right.subscribe(AmbObserver(parent: self, side: .right)))
    return Disposables.create(leftSubscription, rightSubscription)
  }

  func on(_ event: Event<Observer.Element>, from side: AmbChoice) {
    lock.withLock {
      if choice == .neither {
        choice = side
        // The loser is disposed at once: nothing more is wanted from it.
        (side == .left ? rightSubscription : leftSubscription).dispose()
      }
      guard choice == side else { return }
      forwardOn(event)
      if event.isStopEvent {
        dispose()
      }
    }
  }
}

/// The observer of one side, which tells the sink which side it is.
final private class AmbObserver<Observer: ObserverType>: ObserverType {
  private let parent: AmbSink<Observer>
  private let side: AmbChoice

  init(parent: AmbSink<Observer>, side: AmbChoice) {
    self.parent = parent
    self.side = side
  }

  func on(_ event: Event<Observer.Element>) {
    parent.on(event, from: side)
  }
}

/// The `amb` sequence.
final private class Amb<Element>: Producer<Element> {
  private let left: Observable<Element>
  private let right: Observable<Element>

  init(left: Observable<Element>, right: Observable<Element>) {
    self.left = left
    self.right = right
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = AmbSink(observer: observer, cancel: cancel)
    let subscription = sink.run(left: left, right: right)
    return (sink: sink, subscription: subscription)
  }
}
