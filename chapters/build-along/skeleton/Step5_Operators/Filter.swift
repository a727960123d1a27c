import Step4_Sink

extension ObservableType {
  /// Lets through only the elements for which `predicate` returns true. If `predicate`
  /// throws, the sequence ends with that error and the source is disposed.
  public func filter(
    _ predicate: @escaping (Element) throws -> Bool
  ) -> Observable<Element> {
    // TODO: chapter 5, "`filter`"
    // (a private `FilterSink` and a private `Filter` producer, in this file)
    placeholder()
  }
}
