/// Anything that can present itself as an ``Observable``: sequences, subjects and anything that
/// wraps an observable without being one.
public protocol ObservableConvertibleType<Element> {
  /// The type of the elements of the sequence.
  associatedtype Element

  /// This sequence as an ``Observable``.
  func asObservable() -> Observable<Element>
}
