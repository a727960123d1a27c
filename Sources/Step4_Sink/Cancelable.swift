// snippet: cancelable
/// A disposable that can say whether it has been disposed.
///
/// A ``Sink`` is handed one of these so that it can both stop the subscription and ask
/// whether someone else already has.
public protocol Cancelable: Disposable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}
// snippet: end
