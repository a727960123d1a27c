import Step4_Sink

extension ObservableType {
  /// The first `count` elements, then `completed`; the source is disposed as soon as the
  /// last one has gone through. `take(0)` completes at once without subscribing to the
  /// source.
  ///
  /// A negative `count` is a programming error and traps, as in RxSwift.
  public func take(_ count: Int) -> Observable<Element> {
    // TODO: chapter 5, "`take`"
    // (a private `TakeCountSink` and a private `TakeCount` producer, in this file)
    placeholder()
  }
}
