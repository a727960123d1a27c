import Step4_Sink

extension ObservableType {
  /// A sequence of the given elements, in order, then `completed`.
  public static func of(_ elements: Element...) -> Observable<Element> {
    // TODO: chapter 5, "The sources"
    placeholder()
  }

  /// A sequence of the elements of any Swift `Sequence`, in order, then `completed`.
  public static func from<Source: Sequence>(_ elements: Source) -> Observable<Element>
  where Source.Element == Element {
    // TODO: chapter 5, "The sources"
    placeholder()
  }
}
