import Step4_Sink

extension ObservableType {
  /// A sequence with no elements that completes at once.
  public static func empty() -> Observable<Element> {
    // TODO: chapter 5, "The sources"
    placeholder()
  }
}
