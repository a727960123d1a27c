// snippet: sink
/// The per-subscription worker behind a ``Producer``, and its own disposable: an observer object
/// that receives `Input`s from upstream, forwards `Output`s to the one downstream, and holds the
/// subscription upstream, which it disposes once.
///
/// The lesson core's `SinkDisposer` becomes flags in the sink itself. A source may finish, and
/// the sink dispose itself, before the subscription upstream has been handed over: whichever of
/// `dispose()` and `setUpstream(_:)` comes second disposes it.
open class Sink<Input, Output>: ObserverObject<Input>, SinkType {

  @usableFromInline
  let observer: ObserverObject<Output>
  @usableFromInline
  let state = AtomicInt(0)
  // Written before `upstreamSet` is published, and read and cleared only by the one call that
  // sees both flags, so the atomic flags make every access exclusive: no run-time check needed.
  // An object, one reference: an `any Disposable` would take five words in every sink.
  @exclusivity(unchecked) private var upstream: (any Disposable & AnyObject)?
  // The disposer the caller of `subscribe` holds, on the outermost sink only; guarded by
  // `disposerSet` and `disposed` as `upstream` is by `upstreamSet`.
  @exclusivity(unchecked) private var disposer: SubscriptionDisposer?

  /// Makes a sink that forwards to `observer`.
  @inlinable
  public init(observer: ObserverObject<Output>) {
    self.observer = observer
    super.init()
    Resources.incrementTotal(self)
  }

  /// Hands over the subscription upstream (nil: nothing to dispose); if the sink was disposed
  /// meanwhile, disposes it at once.
  @inlinable
  public final func setUpstream(_ upstream: (any Disposable & AnyObject)?) {
    storeUpstream(upstream)
    let previous = state.fetchOr(State.upstreamSet)
    if previous & State.disposed != 0 {
      takeUpstream()?.dispose()
    }
  }

  /// Hands over the disposer the caller of `subscribe` holds, which this sink lets go of when it
  /// is disposed, by its own stop event or by anyone: a finished subscription is then held by
  /// nobody, though the caller keeps the disposer. If the sink was disposed meanwhile, at once.
  public final func setDisposer(_ disposer: SubscriptionDisposer) {
    self.disposer = disposer
    let previous = state.fetchOr(State.disposerSet)
    if previous & State.disposed != 0 {
      takeDisposer()?.releaseSink()
    }
  }

  @usableFromInline
  final func takeDisposer() -> SubscriptionDisposer? {
    let disposer = self.disposer
    self.disposer = nil
    return disposer
  }

  @usableFromInline
  final func storeUpstream(_ upstream: (any Disposable & AnyObject)?) {
    self.upstream = upstream
  }

  @usableFromInline
  final func takeUpstream() -> (any Disposable & AnyObject)? {
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
      observer.on(event)
    }
  }

  /// Passes `element` downstream as a `next`, unless this sink has been disposed. Always inlined:
  /// it is the one call every element makes in every link.
  @inlinable @inline(__always)
  public final func forwardNext(_ element: Output) {
    if !state.isFlagSet(State.disposed) {
      observer.onNext(element)
    }
  }

  /// Passes `completed` downstream, unless this sink has been disposed, then disposes.
  @inlinable
  public final func forwardCompleted() {
    if !state.isFlagSet(State.disposed) {
      observer.onCompleted()
    }
    dispose()
  }

  /// Passes `error` downstream, then disposes. Out of line: a `next` path that calls it from a
  /// `catch` then builds no ``Event`` itself.
  @inline(never)
  public final func forwardError(_ error: any Error) {
    forwardOn(.error(error))
    dispose()
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
      observer.onNext(element)
    }
  }

  /// Stops forwarding, disposes the subscription upstream and lets go of the caller's disposer,
  /// once.
  @inlinable
  open func dispose() {
    let previous = state.fetchOr(State.disposed)
    if previous & (State.disposed | State.upstreamSet) == State.upstreamSet {
      takeUpstream()?.dispose()
    }
    if previous & (State.disposed | State.disposerSet) == State.disposerSet {
      takeDisposer()?.releaseSink()
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
  @inlinable static var disposerSet: Int32 { 8 }
}
// snippet: end
