// Chapter 5b, exercise 4: disposal from two threads at once.
// Check: swift test --package-path chapters/exercises --filter Chapter05bTests.SafeLinkTests
// Hint:  chapters/exercises/hint 5b 4

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
    // TODO
  }

  func on(_ event: Event<Element>) {
    // TODO
  }

  func dispose() {
    // TODO
  }
}
