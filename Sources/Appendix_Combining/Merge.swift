import Foundation
import Step4_Sink
import Step7_Traits

// snippet: flat-map
extension ObservableType {
  /// Maps each element to a sequence, subscribes to every one of them at once, and sends on
  /// whatever any of them sends. It completes when the source and every inner sequence have
  /// completed; an error from any of them ends the whole subscription.
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  )
    -> Observable<Source.Element>
  {
    FlatMap(source: asObservable(), selector: selector, onlyWhenIdle: false)
  }
}
// snippet: end

extension ObservableType where Element: ObservableConvertibleType {
  /// Subscribes to every inner sequence as it arrives and sends on what any of them sends:
  /// `flatMap` without the mapping.
  public func merge() -> Observable<Element.Element> {
    FlatMap(source: asObservable(), selector: { $0 }, onlyWhenIdle: false)
  }
}

extension ObservableType {
  /// The elements of all `sources`, subscribed at once, as they arrive.
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    MergeArray(sources: sources)
  }

  /// The elements of all `sources`, subscribed at once, as they arrive.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    MergeArray(sources: Array(sources))
  }

  /// The elements of all `sources`, subscribed at once, as they arrive.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    MergeArray(sources: sources)
  }
}

// snippet: merge-sink
/// One subscription of `flatMap`, `merge` or `flatMapFirst`: it subscribes to the source and to
/// each inner sequence, and keeps every subscription in one composite, filed under its own key.
///
/// Events come from several sequences, possibly on several threads, so one lock guards the state
/// and serialises what goes downstream. It is recursive, as RxSwift's, because an observer that
/// reacts to an element may make a source send again on the same thread.
final class MergeSink<
  SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType
>:
  Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
  typealias Element = SourceElement

  let lock = NSRecursiveLock()
  private let selector: (SourceElement) throws -> SourceSequence
  private let onlyWhenIdle: Bool  // flatMapFirst: ignore elements while an inner sequence runs

  // Guarded by `lock`.
  let group = CompositeDisposable()
  private let sourceSubscription = SingleAssignmentDisposable()
  var activeCount = 0  // inner sequences subscribed and not yet completed
  private var stopped = false  // the source has completed

  init(
    selector: @escaping (SourceElement) throws -> SourceSequence, onlyWhenIdle: Bool,
    observer: Observer,
    cancel: any Cancelable
  ) {
    self.selector = selector
    self.onlyWhenIdle = onlyWhenIdle
    super.init(observer: observer, cancel: cancel)
  }

  func run(_ source: Observable<SourceElement>) -> any Disposable {
    group.insert(sourceSubscription)
    sourceSubscription.setDisposable(source.subscribe(self))
    return group
  }

  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      if let inner = nextElementArrived(element) {
        subscribeInner(inner.asObservable())  // outside the lock: the inner may send at once
      }
    case .error(let error):
      lock.withLock {
        forwardOn(.error(error))
        dispose()
      }
    case .completed:
      lock.withLock {
        stopped = true
        sourceSubscription.dispose()
        checkCompleted()
      }
    }
  }

  /// Maps the element under the lock and counts the inner sequence as active before anyone
  /// can see it complete; nil if there is nothing to subscribe to.
  private func nextElementArrived(_ element: SourceElement) -> SourceSequence? {
    lock.withLock {
      if onlyWhenIdle && activeCount > 0 {
        return nil
      }
      do {
        let inner = try selector(element)
        activeCount += 1
        return inner
      } catch {
        forwardOn(.error(error))
        dispose()
        return nil
      }
    }
  }

  func subscribeInner(_ inner: Observable<Observer.Element>) {
    let innerSubscription = SingleAssignmentDisposable()
    // No key: the whole subscription was disposed meanwhile, and the composite disposed this.
    if let key = group.insert(innerSubscription) {
      let observer = MergeSinkIter(parent: self, disposeKey: key)
      innerSubscription.setDisposable(inner.subscribe(observer))
    }
  }

  /// Completes once the source has completed and no inner sequence is active. Called under the
  /// lock.
  func checkCompleted() {
    if stopped && activeCount == 0 {
      forwardOn(.completed)
      dispose()
    }
  }

  /// `merge` of a fixed list: every source counts as active from the start, and there is no
  /// source of sources to wait for.
  func run(_ sources: [Observable<Observer.Element>]) -> any Disposable {
    lock.withLock { activeCount += sources.count }
    for source in sources {
      subscribeInner(source)
    }
    lock.withLock {
      stopped = true
      checkCompleted()
    }
    return group
  }
}
// snippet: end

// snippet: merge-sink-iter
/// The observer of one inner sequence: it forwards through the parent under the parent's lock,
/// and on completion takes its own subscription out of the composite by its key.
final private class MergeSinkIter<
  SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType
>:
  ObserverType
where Observer.Element == SourceSequence.Element {
  typealias Parent = MergeSink<SourceElement, SourceSequence, Observer>

  private let parent: Parent
  private let disposeKey: CompositeDisposable.DisposeKey

  init(parent: Parent, disposeKey: CompositeDisposable.DisposeKey) {
    self.parent = parent
    self.disposeKey = disposeKey
  }

  func on(_ event: Event<Observer.Element>) {
    parent.lock.withLock {
      switch event {
      case .next:
        parent.forwardOn(event)
      case .error:
        parent.forwardOn(event)
        parent.dispose()  // an error from any inner sequence ends all of them
      case .completed:
        parent.group.remove(for: disposeKey)
        parent.activeCount -= 1
        parent.checkCompleted()
      }
    }
  }
}
// snippet: end

/// The `flatMap`, `merge()` and `flatMapFirst` sequence.
final class FlatMap<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
  private let source: Observable<SourceElement>
  private let selector: (SourceElement) throws -> SourceSequence
  private let onlyWhenIdle: Bool

  init(
    source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> SourceSequence,
    onlyWhenIdle: Bool
  ) {
    self.source = source
    self.selector = selector
    self.onlyWhenIdle = onlyWhenIdle
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == SourceSequence.Element {
    let sink = MergeSink(selector: selector, onlyWhenIdle: onlyWhenIdle, observer: observer, cancel: cancel)
    let subscription = sink.run(source)
    return (sink: sink, subscription: subscription)
  }
}

/// The static `merge` of a list of sequences.
final private class MergeArray<Element>: Producer<Element> {
  private let sources: [Observable<Element>]

  init(sources: [Observable<Element>]) {
    self.sources = sources
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(
      selector: { $0 }, onlyWhenIdle: false, observer: observer, cancel: cancel)
    let subscription = sink.run(sources)
    return (sink: sink, subscription: subscription)
  }
}
