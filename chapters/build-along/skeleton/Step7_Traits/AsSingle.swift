import Step4_Sink

extension ObservableType {
  /// This sequence as a `Single`: its one element, or `RxError.noElements` if it
  /// completes empty, or `RxError.moreThanOneElement` as soon as a second element
  /// arrives.
  public func asSingle() -> Single<Element> {
    // TODO: chapter 7, "From an Observable to a trait: asSingle and asMaybe"
    // (a private `AsSingleSink` and a private `AsSingle` producer, in this file)
    Single(raw: placeholder())
  }
}
