import Step4_Sink

extension ObservableType where Element: Equatable {
  /// Passes an element only when it differs (`!=`) from the one passed before it: repeats in a
  /// row are dropped, a value that comes back after another passes again.
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
  }
}

extension ObservableType {
  /// Passes an element only when its key, from `keySelector`, differs from the key of the
  /// element passed before it.
  public func distinctUntilChanged(_ keySelector: @escaping (Element) throws -> some Equatable)
    -> Observable<Element>
  {
    distinctUntilChanged(keySelector, comparer: { $0 == $1 })
  }

  /// Passes an element only when `comparer` says it is not equal to the element passed before
  /// it.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Passes an element only when `comparer` says its key differs from the key of the element
  /// passed before it. The first element always passes; a throwing `keySelector` or `comparer`
  /// ends the sequence with its error.
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer)
  }

  /// Passes an element only when the value at `keyPath` differs from that of the element passed
  /// before it.
  public func distinctUntilChanged(at keyPath: KeyPath<Element, some Equatable>) -> Observable<Element> {
    distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
  }
}

// snippet: distinct-until-changed-sink
/// One subscription of `distinctUntilChanged`: it remembers the key of the last element it let
/// through, so each subscriber compares against its own past, never another's.
final private class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>,
  ObserverType
{
  typealias Element = Observer.Element

  private let parent: DistinctUntilChanged<Element, Key>
  private var currentKey: Key?  // events arrive one at a time: no lock

  init(parent: DistinctUntilChanged<Element, Key>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      do {
        let key = try parent.selector(value)
        if let currentKey, try parent.comparer(currentKey, key) {
          return  // the same as the last one: dropped
        }
        currentKey = key
        forwardOn(event)
      } catch {
        forwardOn(.error(error))
        dispose()
      }
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}
// snippet: end

/// The `distinctUntilChanged` sequence: the source, the key and the comparison.
final private class DistinctUntilChanged<Element, Key>: Producer<Element> {
  private let source: Observable<Element>
  let selector: (Element) throws -> Key
  let comparer: (Key, Key) throws -> Bool

  init(
    source: Observable<Element>, selector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) {
    self.source = source
    self.selector = selector
    self.comparer = comparer
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = DistinctUntilChangedSink(parent: self, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
