import Foundation
import Step4_Sink
import Step7_Traits

// snippet: tail-recursive-sink
/// The common part of `concat` and `retry`: subscribe to a list of sequences one after another,
/// the current subscription in a `SerialDisposable`, so that the next one replaces it.
///
/// Moving on happens when the current sequence ends, and it may end while it is being subscribed
/// to (`just`, `empty`, a cold sequence). Moving on from inside that subscribe would nest one
/// stack frame per sequence, so a gate queues the request and the call already moving on runs it
/// once it returns: a loop, however many sequences end at once.
class TailRecursiveSink<Observer: ObserverType>: Sink<Observer> {
  private var sources: AnyIterator<Observable<Observer.Element>>  // touched only by `moveNext`, inside the gate
  let subscription = SerialDisposable()

  private let gate = NSLock()
  // Guarded by `gate`.
  private var requested = 0  // moves asked for and not yet made
  private var moving = false  // some call is inside the loop of `scheduleMoveNext`

  init(sources: AnyIterator<Observable<Observer.Element>>, observer: Observer, cancel: any Cancelable) {
    self.sources = sources
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    scheduleMoveNext()
    return subscription
  }

  /// Subscribes to the next sequence, now, or after the move already under way on this stack.
  final func scheduleMoveNext() {
    let first = gate.withLock {
      requested += 1
      if moving { return false }
      moving = true
      return true
    }
    guard first else { return }
    while gate.withLock({ () -> Bool in
      if requested == 0 {
        moving = false
        return false
      }
      requested -= 1
      return true
    }) {
      moveNext()
    }
  }

  private func moveNext() {
    if isDisposed { return }
    guard let next = sources.next() else {
      done()
      return
    }
    let disposable = SingleAssignmentDisposable()
    subscription.disposable = disposable  // disposes the subscription to the sequence before
    disposable.setDisposable(subscribeToNext(next))
  }

  /// Subscribes the subclass's observer to `source`.
  func subscribeToNext(_ source: Observable<Observer.Element>) -> any Disposable {
    fatalError("Abstract method: a subclass must override this")
  }

  /// No sequence is left: by default, complete.
  func done() {
    forwardOn(.completed)
    dispose()
  }

  override func dispose() {
    super.dispose()
    subscription.dispose()
  }
}
// snippet: end
