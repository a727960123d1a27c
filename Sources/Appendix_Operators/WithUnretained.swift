import Appendix_Combining
import Step4_Sink
import Step5_Operators

extension ObservableType {
  /// Pairs each element with `object`, held weakly, through `resultSelector`; once `object` is
  /// gone, the sequence completes at the next element. RxSwift's note applies: behind a replay
  /// buffer (`share(replay: 1)`), the buffered result holds `object` strongly.
  // snippet: with-unretained
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Observable<Out> {
    // A map that throws a private error when the object is gone, and a catch that turns that
    // error, and only that one, into a completion.
    map { [weak obj] element -> Out in
      guard let obj else { throw UnretainedError.failedRetaining }
      return resultSelector(obj, element)
    }
    .catch { error -> Observable<Out> in
      guard let unretainedError = error as? UnretainedError, unretainedError == .failedRetaining
      else {
        return .error(error)
      }
      return .empty()
    }
  }
  // snippet: end

  /// Pairs each element with `object`, held weakly, as a tuple; once `object` is gone, the
  /// sequence completes at the next element.
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
    withUnretained(obj) { ($0, $1) }
  }
}

/// Thrown by `withUnretained`'s map when the object is gone; its catch turns it into a completion.
private enum UnretainedError: Error {
  case failedRetaining
}
