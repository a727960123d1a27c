// snippet: sink
/// The per-subscription worker behind a `Producer`, and its own disposable: a node that receives
/// `Input`s from upstream, forwards `Output`s to the node downstream, and holds the subscription
/// upstream, which it disposes once.
///
/// The lesson core's `SinkDisposer` becomes two flags in the sink itself. A source may finish,
/// and the sink dispose itself, before the subscription upstream has been handed over: whichever
/// of `dispose()` and `setUpstream(_:)` comes second disposes it.
open class Sink<Input, Output>: ObserverNode<Input>, Cancelable {

  // nil once a stop event has gone through: a finished subscription keeps nothing downstream, even
  // while the caller holds it. Set on the event path only, which the Rx contract serializes.
  @usableFromInline
  @exclusivity(unchecked) var observer: ObserverNode<Output>?
  @usableFromInline
  let state = AtomicInt(0)
  // Written before `upstreamSet` is published, and read and cleared only by the one call that
  // sees both flags, so the atomic flags make every access exclusive: no run-time check needed.
  @exclusivity(unchecked) private var upstream: (any Disposable)?

  /// Makes a sink that forwards to `observer`.
  @inlinable
  public init(observer: ObserverNode<Output>) {
    self.observer = observer
    super.init()
    Resources.incrementTotal(self)
  }

  /// Hands over the subscription upstream; if the sink was disposed meanwhile, disposes it at once.
  @inlinable
  public final func setUpstream(_ upstream: any Disposable) {
    storeUpstream(upstream)
    let previous = state.fetchOr(State.upstreamSet)
    if previous & State.disposed != 0 {
      takeUpstream()?.dispose()
    }
  }

  @usableFromInline
  final func storeUpstream(_ upstream: any Disposable) {
    self.upstream = upstream
  }

  @usableFromInline
  final func takeUpstream() -> (any Disposable)? {
    let upstream = self.upstream
    self.upstream = nil
    return upstream
  }

  /// Whether this sink has been disposed.
  @inlinable
  public final var isDisposed: Bool {
    state.isFlagSet(State.disposed)
  }

  /// Passes `event` downstream, unless this sink has been disposed.
  @inlinable
  public final func forwardOn(_ event: Event<Output>) {
    if !state.isFlagSet(State.disposed) {
      observer?.on(event)
    }
  }

  /// Passes `element` downstream as a `next`, unless this sink has been disposed. Always inlined:
  /// it is the one call every element makes in every link.
  @inlinable @inline(__always)
  public final func forwardNext(_ element: Output) {
    if !state.isFlagSet(State.disposed) {
      observer?.onNext(element)
    }
  }

  /// Passes `completed` downstream, unless this sink has been disposed, then disposes and lets go
  /// of the observer.
  @inlinable
  public final func forwardCompleted() {
    if !state.isFlagSet(State.disposed) {
      observer?.onCompleted()
    }
    dispose()
    observer = nil
  }

  /// Passes `error` downstream, then disposes. Out of line: a `next` path that calls it from a
  /// `catch` then builds no `Event` itself.
  @inline(never)
  public final func forwardError(_ error: any Error) {
    forwardOn(.error(error))
    dispose()
    observer = nil
  }

  /// Sets the stop flag; true for the one call that set it first. For sinks whose source is
  /// anybody's code, which must keep the stop rule themselves.
  @inlinable
  public final func markStopped() -> Bool {
    state.fetchOr(State.stopped) & State.stopped == 0
  }

  /// Passes `element` downstream as a `next`, unless this sink has stopped or been disposed: one
  /// load of the state for both checks.
  @inlinable @inline(__always)
  public final func forwardNextUnlessStopped(_ element: Output) {
    if !state.isFlagSet(State.disposed | State.stopped) {
      observer?.onNext(element)
    }
  }

  /// Stops forwarding and disposes the subscription upstream, once.
  @inlinable
  open func dispose() {
    let previous = state.fetchOr(State.disposed)
    if previous & (State.disposed | State.upstreamSet) == State.upstreamSet {
      takeUpstream()?.dispose()
    }
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
// snippet: end

// snippet: sink-state
/// The bits of a sink's state.
@usableFromInline
enum State {
  @inlinable static var disposed: Int32 { 1 }
  @inlinable static var upstreamSet: Int32 { 2 }
  @inlinable static var stopped: Int32 { 4 }
}
// snippet: end
