// Chapter 5b, exercise 2: a last link of your own, with handlers.
// Check: swift test --package-path chapters/exercises --filter Chapter05bTests.HandlersLinkTests
// Hint:  chapters/exercises/hint 5b 2

import Step4_Sink
import Step5_Operators

extension RxPrototype.Observable {
  /// Subscribes a handler per kind of event, through a `HandlersLink` at the end of the chain,
  /// and returns that link: the disposable that takes the whole chain down.
  func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any RxPrototype.Disposable {
    // TODO: make the link, subscribe it, return it. (The placeholder below subscribes nothing.)
    RxPrototype.NopDisposable()
  }
}

/// The last link of a chain, like the prototype's `SubscriptionSink` (internal to Step 5), with a
/// handler per kind of event instead of one closure.
///
/// It calls `onNext` for each element. On the first stop event it calls `onError` or
/// `onCompleted`, then takes the chain down. Taking the chain down, by a stop event or by
/// `dispose()`, disposes the chain above (from its top link down), then runs `onDisposed`, once;
/// after that the link holds nothing, and events reach no handler. A link disposed before its
/// source is attached disposes that source as soon as it arrives.
final class HandlersLink<Element>: RxPrototype.Observer, RxPrototype.Disposable {
  private var source: (any RxPrototype.Disposable)?
  private var onNext: ((Element) -> Void)?
  private var onError: ((any Error) -> Void)?
  private var onCompleted: (() -> Void)?
  private var onDisposed: (() -> Void)?
  private var isDisposed = false

  init(
    onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?
  ) {
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
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
