import Appendix_Combining
import Step4_Sink
import Step5_Operators

// The operators whose elements are shared sequences: the combining appendix's flattening
// operators, with a selector that returns a shared sequence, so that the inner sequences keep the
// promises too.

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// The elements of the latest inner sequence; a new one unsubscribes the one before.
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    let source: Observable<Element.Element> = asObservable()
      .map { $0.asSharedSequence() }
      .switchLatest()
    return SharedSequence<Element.SharingStrategy, Element.Element>(source)
  }

  /// The elements of every inner sequence, as they come.
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    let source = asObservable()
      .map { $0.asSharedSequence() }
      .merge()
    return SharedSequence<Element.SharingStrategy, Element.Element>(source)
  }

  /// The elements of the inner sequences, at most `maxConcurrent` subscribed at once.
  public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
    let source = asObservable()
      .map { $0.asSharedSequence() }
      .merge(maxConcurrent: maxConcurrent)
    return SharedSequence<Element.SharingStrategy, Element.Element>(source)
  }
}

// snippet: shared-sequence-flat-map-latest
extension SharedSequenceConvertibleType {
  /// The elements of the shared sequence `selector` makes of the latest element; a new element
  /// unsubscribes the sequence made of the one before. A search field's results.
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    let source: Observable<Result> = asObservable()
      .flatMapLatest(selector)
    return SharedSequence<Sharing, Result>(source)
  }
  // snippet: end

  /// The elements of the shared sequence `selector` makes of an element; elements that come
  /// while it runs are dropped. A button that must not start a second request.
  public func flatMapFirst<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    let source: Observable<Result> = asObservable()
      .flatMapFirst(selector)
    return SharedSequence<Sharing, Result>(source)
  }

  /// The elements of every shared sequence `selector` makes, as they come.
  public func flatMap<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    let source = asObservable()
      .flatMap(selector)
    return SharedSequence(source)
  }
}
