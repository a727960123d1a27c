// snippet: observable-convertible-type
/// Anything that can present itself as an ``Observable``: sequences, subjects and, in
/// chapter 7, traits such as `Single`, which wrap an observable without being one.
public protocol ObservableConvertibleType<Element> {
  /// The type of the elements of the sequence.
  associatedtype Element

  /// This sequence as an ``Observable``.
  func asObservable() -> Observable<Element>
}
// snippet: end
