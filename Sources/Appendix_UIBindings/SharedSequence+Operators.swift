import Appendix_Combining
import Appendix_Operators
import Step4_Sink
import Step5_Operators

// The operators that take one element at a time: each is the `Observable` operator of the same
// name, and its result is wrapped again, and shared again, as the strategy says. A closure here
// cannot throw: a thrown error would break the promise that the sequence never fails.

// snippet: shared-sequence-map
extension SharedSequenceConvertibleType {
  /// Each element, transformed by `selector`.
  public func map<Result>(_ selector: @escaping (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    let source = asObservable()
      .map(selector)
    return SharedSequence<SharingStrategy, Result>(source)
  }
  // snippet: end

  /// The elements `selector` turns into a value, and those values.
  public func compactMap<Result>(_ selector: @escaping (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    let source = asObservable()
      .compactMap(selector)
    return SharedSequence<SharingStrategy, Result>(source)
  }

  /// The elements for which `predicate` is true.
  public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable()
      .filter(predicate)
    return SharedSequence(source)
  }

  /// Calls the handlers for each event on the way through, and for the subscription's start and
  /// end. No `onError`: the sequence cannot fail.
  public func `do`(
    onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable()
      .do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose)
    return SharedSequence(source)
  }

  /// Prints every event and the subscription's start and end, as `Observable.debug` does.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable()
      .debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
    return SharedSequence(source)
  }

  /// Each element unless the comparer finds its key equal to the key of the one before.
  public func distinctUntilChanged<K>(
    _ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable()
      .distinctUntilChanged(keySelector, comparer: comparer)
    return SharedSequence<SharingStrategy, Element>(source)
  }

  /// Each element unless its key equals the key of the one before.
  public func distinctUntilChanged(_ keySelector: @escaping (Element) -> some Equatable)
    -> SharedSequence<SharingStrategy, Element>
  {
    let source = asObservable()
      .distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    return SharedSequence(source)
  }

  /// Each element unless `comparer` finds it equal to the one before.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    let source = asObservable()
      .distinctUntilChanged({ $0 }, comparer: comparer)
    return SharedSequence<SharingStrategy, Element>(source)
  }

  /// Each intermediate result of `accumulator`, starting from `seed`.
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A)
    -> SharedSequence<SharingStrategy, A>
  {
    let source = asObservable()
      .scan(seed, accumulator: accumulator)
    return SharedSequence<SharingStrategy, A>(source)
  }

  /// The elements after the first `count`.
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable()
      .skip(count)
    return SharedSequence(source)
  }

  /// `element` first, then the sequence's own.
  public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable()
      .startWith(element)
    return SharedSequence(source)
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Each element unless it equals the one before.
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable()
      .distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    return SharedSequence(source)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// What `resultSelector` makes of `obj`, held weakly, and each element; completes once `obj`
  /// is gone. (A `Driver` has `drive(with:onNext:)` instead, as in RxSwift.)
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object,
    resultSelector: @escaping (Object, Element) -> Out
  ) -> SharedSequence<SharingStrategy, Out> {
    SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
  }

  /// `obj`, held weakly, with each element; completes once `obj` is gone.
  public func withUnretained<Object: AnyObject>(_ obj: Object)
    -> SharedSequence<SharingStrategy, (Object, Element)>
  {
    withUnretained(obj) { ($0, $1) }
  }
}
