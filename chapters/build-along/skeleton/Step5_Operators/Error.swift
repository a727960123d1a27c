import Step4_Sink

extension ObservableType {
  /// A sequence with no elements that fails at once with `error`.
  public static func error(_ error: any Error) -> Observable<Element> {
    // TODO: chapter 5, "The sources"
    placeholder()
  }
}
