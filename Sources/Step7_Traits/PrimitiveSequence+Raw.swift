import Step4_Sink

extension PrimitiveSequence {
  /// `init(raw:)` for the modules that add trait operators from outside this one, as
  /// RxSwift's scheduler operators do from inside its module: wraps `source` unchecked,
  /// so the caller must keep the trait's promise. Visible only to
  /// `@_spi(RawTraits) import Step7_Traits`.
  @_spi(RawTraits)
  public static func raw(_ source: Observable<Element>) -> PrimitiveSequence {
    PrimitiveSequence(raw: source)
  }
}
