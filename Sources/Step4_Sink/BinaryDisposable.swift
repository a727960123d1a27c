import Synchronization

// snippet: binary-disposable
/// Two disposables disposed together, once: the cheap special case of a composite that
/// `subscribe(onNext:…)` needs for every subscription.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
  private let disposed = AtomicInt(0)
  // Read and cleared only by the one `dispose()` call that wins `fetchOr`.
  private var first: (any Disposable)?
  private var second: (any Disposable)?

  init(_ first: any Disposable, _ second: any Disposable) {
    self.first = first
    self.second = second
    Resources.incrementTotal(self)
  }

  var isDisposed: Bool {
    disposed.isFlagSet(1)
  }

  func dispose() {
    guard disposed.fetchOr(1) == 0 else { return }
    first?.dispose()
    second?.dispose()
    first = nil
    second = nil
  }

  deinit {
    Resources.decrementTotal(self)
  }
}

extension Disposables {
  /// One disposable that disposes both `first` and `second`, once.
  public static func create(
    _ first: any Disposable, _ second: any Disposable
  ) -> any Cancelable {
    BinaryDisposable(first, second)
  }
}
// snippet: end
