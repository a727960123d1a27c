// Appendix "Combining sequences", exercise 1: race, the first to answer wins. A reference solution.

import Foundation
import Step4_Sink
import Step5_Operators
import Step7_Traits

extension ObservableType {
  /// Subscribes to this sequence and to `other`; the first to send an element or to complete wins,
  /// the other is disposed at once, and every event after that comes from the winner. A side that
  /// fails before anyone has won drops out of the race, and the other side may still win; if both
  /// fail first, the second error goes out.
  func race<Other: ObservableType>(_ other: Other) -> Observable<Element> where Other.Element == Element {
    Race(left: asObservable(), right: other.asObservable())
  }
}

/// Where one side stands in the race.
private enum Side {
  case left, right
}

/// One subscription of `race`: the first element or completion decides, under the lock; an error
/// before that only counts the sides that are out.
final private class RaceSink<Observer: ObserverType>: Sink<Observer> {
  let lock = NSRecursiveLock()
  // Guarded by `lock`.
  var winner: Side?
  var failed: Set<Side> = []
  let leftSubscription = SingleAssignmentDisposable()
  let rightSubscription = SingleAssignmentDisposable()

  func run(left: Observable<Observer.Element>, right: Observable<Observer.Element>) -> any Disposable {
    leftSubscription.setDisposable(left.subscribe(RaceObserver(parent: self, side: .left)))
    rightSubscription.setDisposable(right.subscribe(RaceObserver(parent: self, side: .right)))
    return Disposables.create(leftSubscription, rightSubscription)
  }

  func on(_ event: Event<Observer.Element>, from side: Side) {
    lock.withLock {
      if winner == nil {
        if case .error = event {
          failed.insert(side)
          subscription(of: side).dispose()
          // Out of the race; the error goes out only when no one is left in it.
          guard failed.count == 2 else { return }
          forwardOn(event)
          dispose()
          return
        }
        winner = side
        subscription(of: side == .left ? .right : .left).dispose()  // the loser
      }
      guard winner == side else { return }
      forwardOn(event)
      if event.isStopEvent {
        dispose()
      }
    }
  }

  private func subscription(of side: Side) -> SingleAssignmentDisposable {
    side == .left ? leftSubscription : rightSubscription
  }
}

/// The observer of one side, which tells the sink which side it is.
final private class RaceObserver<Observer: ObserverType>: ObserverType {
  private let parent: RaceSink<Observer>
  private let side: Side

  init(parent: RaceSink<Observer>, side: Side) {
    self.parent = parent
    self.side = side
  }

  func on(_ event: Event<Observer.Element>) {
    parent.on(event, from: side)
  }
}

/// The `race` sequence.
final private class Race<Element>: Producer<Element> {
  private let left: Observable<Element>
  private let right: Observable<Element>

  init(left: Observable<Element>, right: Observable<Element>) {
    self.left = left
    self.right = right
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = RaceSink(observer: observer, cancel: cancel)
    let subscription = sink.run(left: left, right: right)
    return (sink: sink, subscription: subscription)
  }
}
