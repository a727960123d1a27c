import Step4_Sink
import Step5_Operators

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Transforms the element; still a `Single`, because one element in means one element
  /// out. A transform that throws turns into a failure.
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result
  ) -> Single<Result> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Single(raw: placeholder())
  }

  /// Keeps the element only if `predicate` accepts it. The answer may be "no element", so
  /// the result is a `Maybe`: the return type says what the operator does to the promise.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Maybe(raw: placeholder())
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Transforms the element, if there is one; still a `Maybe`.
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result
  ) -> Maybe<Result> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Maybe(raw: placeholder())
  }

  /// Keeps the element only if `predicate` accepts it; still a `Maybe`.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    // TODO: chapter 7, "Constructors and operators that keep the promise"
    Maybe(raw: placeholder())
  }
}
