import Step4_Sink

extension ObservableType {
  /// `flatMap` that ignores every element arriving while an inner sequence is still running:
  /// the first one wins, and the source's next element counts only once it has completed.
  public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element>
  {
    FlatMap(source: asObservable(), selector: selector, onlyWhenIdle: true)
  }
}
