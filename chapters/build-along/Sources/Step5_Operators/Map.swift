import Step4_Sink

extension ObservableType {
  /// Transforms every element with `transform`. If `transform` throws, the sequence ends
  /// with that error and the source is disposed.
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result
  ) -> Observable<Result> {
    // TODO: chapter 5, "`map` as a Producer and a Sink"
    // (a private `MapSink` and a private `Map` producer, in this file)
    placeholder()
  }
}
