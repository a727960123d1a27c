// Chapter 7, exercise 5: two Singles at once. A reference solution.

import Foundation
import Step4_Sink
import Step7_Traits

// `Element == Any`, as in RxSwift: `Single.zip(a, b)` names no element type for `Single`, and
// this constraint is what lets the compiler pick one. The result's type comes from `First` and
// `Second` alone.
extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
  /// RxSwift's `Single.zip(_:_:)`: subscribes to both at once, and succeeds with the pair of
  /// their elements once both have succeeded, whichever succeeds first. It fails as soon as either
  /// fails, and then disposes the other. The two may answer on different threads.
  static func zip<First, Second>(_ first: Single<First>, _ second: Single<Second>) -> Single<(First, Second)> {
    // The observable sends the pair and `completed`, or an error: what `asSingle()` accepts.
    // (`Single(raw:)` is internal to Step 7.)
    SingleZip(first: first.asObservable(), second: second.asObservable()).asSingle()
  }
}

/// The `zip` sequence of two singles.
final class SingleZip<First, Second>: Producer<(First, Second)> {
  fileprivate let first: Observable<First>
  fileprivate let second: Observable<Second>

  init(first: Observable<First>, second: Observable<Second>) {
    self.first = first
    self.second = second
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == (First, Second) {
    let sink = SingleZipSink<First, Second, Observer>(observer: observer, cancel: cancel)
    let subscription = sink.run(self)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription's worth of `zip`: it holds each side's element until both are there.
///
/// `@unchecked Sendable`: its `var`s live behind `lock`.
final private class SingleZipSink<First, Second, Observer: ObserverType>: Sink<Observer>, @unchecked Sendable
where Observer.Element == (First, Second) {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var firstElement: First?
  private var secondElement: Second?
  private var isDone = false

  func run(_ parent: SingleZip<First, Second>) -> any Disposable {
    // Both subscriptions in one composite, so that one `dispose()` (a failure, or the subscriber)
    // disposes both, and a subscription that arrives after the end is disposed at once.
    let subscriptions = CompositeDisposable()
    subscriptions.insert(parent.first.subscribe(SideObserver { [self] in on($0, store: { firstElement = $0 }) }))
    subscriptions.insert(parent.second.subscribe(SideObserver { [self] in on($0, store: { secondElement = $0 }) }))
    return subscriptions
  }

  /// One side's event. Under the lock: store its element, and decide whether this event ends the
  /// zip; only one event can, even when the two sides answer on two threads at once. Then, after
  /// the lock, forward the outcome and dispose, which disposes both sides.
  private func on<Element>(_ event: Event<Element>, store: (Element) -> Void) {
    switch event {
    case .next(let element):
      let pair: (First, Second)? = lock.withLock {
        store(element)
        guard !isDone, let firstElement, let secondElement else { return nil }
        isDone = true
        return (firstElement, secondElement)
      }
      if let pair {
        forwardOn(.next(pair))
        forwardOn(.completed)
        dispose()
      }
    case .error(let error):
      let isFirstToEnd = lock.withLock {
        defer { isDone = true }
        return !isDone
      }
      if isFirstToEnd {
        forwardOn(.error(error))
        dispose()
      }
    case .completed:
      break  // a Single's completed follows its element, which has done the work
    }
  }
}

/// The observer of one side: hands its events to the sink.
private struct SideObserver<Element>: ObserverType {
  let handler: (Event<Element>) -> Void

  func on(_ event: Event<Element>) {
    handler(event)
  }
}
