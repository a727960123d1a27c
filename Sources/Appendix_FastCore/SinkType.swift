/// What `run` returns: a sink, seen without its element types. Beyond disposing it,
/// `Producer.subscribe` can hand it the disposer its own caller holds.
public protocol SinkType: Cancelable, AnyObject {
  /// Gives the sink the disposer the caller of `subscribe` holds, to let go of when the sink is
  /// disposed: at its own stop event, so that a subscription that ends later keeps nothing alive
  /// through a disposer kept in a ``DisposeBag``.
  func setDisposer(_ disposer: SubscriptionDisposer)
}
