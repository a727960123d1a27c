// snippet: sink-disposer
/// What `Producer.subscribe` returns: it owns a subscription's sink and upstream
/// subscription and disposes both, once, whichever comes first — the caller's `dispose()`
/// or the sink stopping itself.
///
/// The catch is timing. A source may finish, and its sink call `dispose()` on this
/// object, while `run` is still running, before the sink and subscription have been
/// handed over. Two atomic flags make both orders work: whoever arrives second does the
/// disposing.
final class SinkDisposer: Cancelable, @unchecked Sendable {
  private enum DisposeState: Int32 {
    case disposed = 1
    case sinkAndSubscriptionSet = 2
  }

  private let state = AtomicInt(0)
  // Written before the `sinkAndSubscriptionSet` flag is published, and read and cleared
  // only by the one call that sees both flags set, so no lock is needed. Internal, where
  // RxSwift's are private, only so that the trap tests can break the invariant that
  // `dispose` checks.
  var sink: (any Disposable)?
  var subscription: (any Disposable)?

  init() {
    Resources.incrementTotal(self)
  }

  var isDisposed: Bool {
    state.isFlagSet(DisposeState.disposed.rawValue)
  }

  func setSinkAndSubscription(sink: any Disposable, subscription: any Disposable) {
    self.sink = sink
    self.subscription = subscription

    let previousState = state.fetchOr(DisposeState.sinkAndSubscriptionSet.rawValue)
    if (previousState & DisposeState.sinkAndSubscriptionSet.rawValue) != 0 {
      // a bug in a Producer, as in RxSwift
      fatalError("Sink and subscription were already set")
    }

    // Disposed while `run` was still going: dispose what we were just given.
    if (previousState & DisposeState.disposed.rawValue) != 0 {
      sink.dispose()
      subscription.dispose()
      self.sink = nil
      self.subscription = nil
    }
  }

  func dispose() {
    let previousState = state.fetchOr(DisposeState.disposed.rawValue)

    // Only the first call does anything.
    if (previousState & DisposeState.disposed.rawValue) != 0 {
      return
    }

    // Already handed over: dispose them now. If not, `setSinkAndSubscription` will.
    if (previousState & DisposeState.sinkAndSubscriptionSet.rawValue) != 0 {
      // Both were stored before the flag was set: if one is missing, the state is broken.
      guard let sink else {
        fatalError("Sink not set")  // as in RxSwift
      }
      guard let subscription else {
        fatalError("Subscription not set")
      }
      sink.dispose()
      subscription.dispose()
      self.sink = nil
      self.subscription = nil
    }
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
// snippet: end
