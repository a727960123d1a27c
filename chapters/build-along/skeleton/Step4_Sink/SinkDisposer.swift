/// What `Producer.subscribe` returns: it owns a subscription's sink and upstream
/// subscription and disposes both, once, whichever comes first — the caller's `dispose()`
/// or the sink stopping itself.
///
/// The catch is timing. A source may finish, and its sink call `dispose()` on this
/// object, while `run` is still running, before the sink and subscription have been
/// handed over. Two atomic flags make both orders work: whoever arrives second does the
/// disposing.
///
/// `Producer` needs it first (stages 4.4 and 4.5), where a first version will do, as long
/// as it copes with both orders: disposed after `setSinkAndSubscription`, it disposes the
/// sink and the subscription; disposed before (a source that ends inside `run`), it
/// remembers, and disposes them as soon as they arrive. It holds no lock while disposing
/// them: the sink calls back into `dispose()`. Its own section, stage 4.6, adds the race
/// between the two orders.
final class SinkDisposer: Cancelable, @unchecked Sendable {
  init() {
    // TODO: chapter 4, "SinkDisposer: when the source finishes before subscribe returns"
  }

  var isDisposed: Bool {
    // TODO: chapter 4, "SinkDisposer: when the source finishes before subscribe returns"
    false
  }

  func setSinkAndSubscription(sink: any Disposable, subscription: any Disposable) {
    // TODO: chapter 4, "SinkDisposer: when the source finishes before subscribe returns"
  }

  func dispose() {
    // TODO: chapter 4, "SinkDisposer: when the source finishes before subscribe returns"
  }
}
