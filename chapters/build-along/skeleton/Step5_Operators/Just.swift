import Step4_Sink

extension ObservableType {
  /// A sequence of exactly one element, then `completed`.
  public static func just(_ element: Element) -> Observable<Element> {
    // TODO: chapter 5, "The sources"
    placeholder()
  }
}
