import Step4_Sink

extension ObservableType {
  /// A sequence that never sends anything, not even `completed`.
  public static func never() -> Observable<Element> {
    // TODO: chapter 5, "The sources"
    placeholder()
  }
}
