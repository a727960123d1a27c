import Step4_Sink

/// An `Observable` in a wrapper whose `Trait` says how many events it may send: the
/// common shape of `Single`, `Maybe` and `Completable`.
///
/// It holds an observable instead of being one, so none of `Observable`'s operators reach
/// it by accident: each trait offers only the operators that keep its promise.
public struct PrimitiveSequence<Trait, Element> {
  let source: Observable<Element>

  /// Wraps `raw` without checking anything: only code that already guarantees the trait's
  /// promise may call it, which is why it is internal.
  init(raw: Observable<Element>) {
    // TODO: chapter 7, "Wrapping, not inheritance"
    self.source = placeholder()
  }
}

/// Anything that is a primitive sequence. The trait operators are extensions on this
/// protocol, constrained by trait (`where Trait == SingleTrait`), as the observable
/// operators are extensions on `ObservableType`.
public protocol PrimitiveSequenceType {
  /// The phantom type that names the trait: `SingleTrait`, `MaybeTrait` or
  /// `CompletableTrait`.
  associatedtype Trait
  /// The type of the element, `Never` for a `Completable`.
  associatedtype Element

  /// This value as the wrapper struct, so an extension can reach the wrapped observable.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// Itself.
  public var primitiveSequence: PrimitiveSequence<Trait, Element> {
    self
  }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// The wrapped observable: the way back to every operator of `Observable`.
  public func asObservable() -> Observable<Element> {
    // TODO: chapter 7, "Wrapping, not inheritance"
    placeholder()
  }
}
