// snippet: subscription-disposer
/// What `Producer.subscribe` returns while the subscription runs: the sink, until it is disposed.
///
/// A sink is its own disposable, but it holds the observer downstream for as long as it lives. The
/// caller may keep its disposable for long after the end (in a `DisposeBag`, say), so it holds
/// this instead, which lets go of the sink, and so of the observer, when disposed.
@usableFromInline
final class SubscriptionDisposer: Cancelable, @unchecked Sendable {
  private let state = AtomicInt(0)
  // Read and cleared only by the one `dispose()` call that wins `fetchOr`.
  @exclusivity(unchecked) private var sink: (any Cancelable & AnyObject)?

  @usableFromInline
  init(_ sink: any Cancelable & AnyObject) {
    self.sink = sink
    Resources.incrementTotal(self)
  }

  @usableFromInline
  var isDisposed: Bool {
    state.isFlagSet(1)
  }

  @usableFromInline
  func dispose() {
    guard state.fetchOr(1) == 0 else { return }
    let sink = self.sink
    self.sink = nil
    sink?.dispose()
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
// snippet: end
