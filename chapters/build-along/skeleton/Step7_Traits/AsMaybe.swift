import Step4_Sink

extension ObservableType {
  /// This sequence as a `Maybe`: its one element, or just `completed` if it completes
  /// empty, or `RxError.moreThanOneElement` as soon as a second element arrives.
  public func asMaybe() -> Maybe<Element> {
    // TODO: chapter 7, "From an Observable to a trait: asSingle and asMaybe"
    Maybe(raw: placeholder())
  }
}
