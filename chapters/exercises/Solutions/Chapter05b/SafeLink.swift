// Chapter 5b, exercise 4: disposal from two threads at once. A reference solution.

import Foundation
import Step4_Sink
import Step5_Operators

/// A last link like the prototype's `SubscriptionSink`, a closure at the end of the chain, except
/// that taking it down is safe from any thread.
///
/// Events arrive one at a time, as always. But `dispose()` may be called from several threads at
/// once, and while `attach(source:)` or `on(_:)` runs on another. Whatever the order, the source
/// above is disposed exactly once (at once if the link was disposed before it was attached),
/// an event that arrives once `dispose()` has returned reaches nothing, and the disposed link holds
/// neither the source nor the handler. A stop event reaches the handler, then takes the chain down.
///
/// `@unchecked Sendable`: its state is meant to live behind `lock`.
final class SafeLink<Element>: RxPrototype.Observer, RxPrototype.Disposable, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var source: (any RxPrototype.Disposable)?
  private var handler: ((Event<Element>) -> Void)?
  private var isDisposed = false

  init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
  }

  func attach(source: any RxPrototype.Disposable) {
    // Decide under the lock, call the neighbour outside it: its `dispose` may call back.
    let disposeNow = lock.withLock {
      if isDisposed { return true }
      self.source = source
      return false
    }
    if disposeNow {
      source.dispose()
    }
  }

  func on(_ event: Event<Element>) {
    // Read the handler under the lock, call it outside: the handler may dispose this link, and
    // an `NSLock` taken twice on one thread never returns.
    guard let handler = lock.withLock({ handler }) else { return }
    handler(event)
    if event.isStopEvent {
      dispose()
    }
  }

  func dispose() {
    // The first caller takes the source and the handler out; every later one finds nothing.
    // `SinkDisposer` does the same with atomic flags: whoever comes second has nothing to do.
    let taken: (source: (any RxPrototype.Disposable)?, handler: ((Event<Element>) -> Void)?)? = lock.withLock {
      if isDisposed { return nil }
      isDisposed = true
      defer {
        source = nil
        handler = nil
      }
      return (source, handler)
    }
    // Disposed (and released) outside the lock, the chain above from its top link down.
    taken?.source?.dispose()
  }
}
