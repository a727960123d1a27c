import Step4_Sink

extension ObservableType where Element == Never {
  /// This sequence as a `Completable`. Offered only where the element type is `Never`:
  /// such a sequence cannot send an element, so there is nothing to check while it runs.
  public func asCompletable() -> Completable {
    // TODO: chapter 7, "And asCompletable?"
    Completable(raw: placeholder())
  }
}
