import Step4_Sink

// snippet: as-completable
extension ObservableType where Element == Never {
  /// This sequence as a ``Completable``. Offered only where the element type is `Never`:
  /// such a sequence cannot send an element, so there is nothing to check while it runs.
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}
// snippet: end
