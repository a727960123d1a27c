#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  import Step4_Sink
#endif

extension EventRecorder {
  /// The elements of the `next` events received so far, in order.
  var elements: [Element] {
    events.compactMap(\.element)
  }
}

/// Disposes `target` when it is released: an observer's captured state whose deinit calls back
/// into the subject that is releasing it.
final class DisposeOnDeinit {
  private let target: any Disposable

  init(_ target: any Disposable) {
    self.target = target
  }

  deinit {
    target.dispose()
  }
}
