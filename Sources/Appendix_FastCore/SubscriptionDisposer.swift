// snippet: subscription-disposer
/// What `Producer.subscribe` returns while the subscription runs: the sink, until it ends.
///
/// A sink is its own disposable, but it holds the observer downstream for as long as it lives. The
/// caller may keep its disposable for long after the end (in a ``DisposeBag``, say), so it holds
/// this instead, which lets go of the sink, and so of the observer, when disposed, or when the
/// sink, disposed by its own stop event, lets go of it.
public final class SubscriptionDisposer: Cancelable, @unchecked Sendable {
  private let state = AtomicInt(0)
  // Read and cleared only by the one `dispose()` or `releaseSink()` call that wins `fetchOr`.
  @exclusivity(unchecked) private var sink: (any SinkType)?

  @usableFromInline
  init(_ sink: any SinkType) {
    self.sink = sink
    Resources.incrementTotal(self)
  }

  /// Whether the subscription is over: disposed by the caller, or ended by itself.
  public var isDisposed: Bool {
    state.isFlagSet(1)
  }

  /// Disposes the sink and lets go of it, once.
  public func dispose() {
    guard state.fetchOr(1) == 0 else { return }
    let sink = self.sink
    self.sink = nil
    sink?.dispose()
  }

  /// Lets go of the sink without disposing it: the sink calls this as it disposes itself.
  @usableFromInline
  func releaseSink() {
    guard state.fetchOr(1) == 0 else { return }
    sink = nil
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
// snippet: end
