import Appendix_Schedulers
import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType where Element: ObservableConvertibleType {
  /// `merge` with at most `maxConcurrent` inner sequences subscribed at a time; the others wait
  /// in a queue, in order, for a running one to complete.
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    MergeLimited(source: asObservable(), selector: { $0 }, maxConcurrent: maxConcurrent)
  }

  /// The inner sequences one after another: each is subscribed once the one before has
  /// completed. It is `merge(maxConcurrent: 1)`.
  public func concat() -> Observable<Element.Element> {
    merge(maxConcurrent: 1)
  }
}

extension ObservableType {
  /// Maps each element to a sequence and sends their elements one sequence after another, in
  /// the order of the source; a sequence waits in a queue until the one before it has completed.
  public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element>
  {
    MergeLimited(source: asObservable(), selector: selector, maxConcurrent: 1)
  }
}

// snippet: merge-limited-sink
/// One subscription of `merge(maxConcurrent:)`, `concat()` or `concatMap`: ``MergeSink``'s lock,
/// composite and active count, plus a queue of inner sequences waiting for a free place.
final private class MergeLimitedSink<
  SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType
>:
  Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
  typealias Element = SourceElement

  let lock = NSRecursiveLock()
  private let selector: (SourceElement) throws -> SourceSequence
  private let maxConcurrent: Int

  // Guarded by `lock`.
  let group = CompositeDisposable()
  private let sourceSubscription = SingleAssignmentDisposable()
  private var stopped = false
  private var activeCount = 0
  private var queue = Queue<SourceSequence>()  // a ring buffer: taking the first moves no other

  init(
    selector: @escaping (SourceElement) throws -> SourceSequence, maxConcurrent: Int,
    observer: Observer,
    cancel: any Cancelable
  ) {
    self.selector = selector
    self.maxConcurrent = maxConcurrent
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
        subscribe(inner)
      }
    case .error(let error):
      lock.withLock {
        forwardOn(.error(error))
        dispose()
      }
    case .completed:
      lock.withLock {
        if activeCount == 0 {
          forwardOn(.completed)
          dispose()
        } else {
          sourceSubscription.dispose()
        }
        stopped = true
      }
    }
  }

  /// Maps the element; returns it to subscribe to now if there is a free place, else queues it.
  private func nextElementArrived(_ element: SourceElement) -> SourceSequence? {
    lock.withLock {
      do {
        let inner = try selector(element)
        if activeCount < maxConcurrent {
          activeCount += 1
          return inner
        }
        queue.enqueue(inner)
      } catch {
        forwardOn(.error(error))
        dispose()
      }
      return nil
    }
  }

  func subscribe(_ inner: SourceSequence) {
    let innerSubscription = SingleAssignmentDisposable()
    if let key = group.insert(innerSubscription) {
      let observer = MergeLimitedSinkIter(parent: self, disposeKey: key)
      innerSubscription.setDisposable(inner.asObservable().subscribe(observer))
    }
  }

  /// An inner sequence completed: start the next one waiting, or give up its place. Called under
  /// the lock.
  func dequeueNextAndSubscribe() {
    if let next = queue.dequeue() {
      // On the trampoline: a chain of inner sequences that complete at once would otherwise
      // subscribe each next one deeper in the stack.
      let scheduled = CurrentThreadScheduler.instance.schedule(()) { _ in
        self.lock.withLock { self.subscribe(next) }
        return Disposables.create()
      }
      group.insert(scheduled)
    } else {
      activeCount -= 1
      if stopped && activeCount == 0 {
        forwardOn(.completed)
        dispose()
      }
    }
  }
}
// snippet: end

/// The observer of one inner sequence of `merge(maxConcurrent:)`: on completion it leaves the
/// composite and lets the next queued sequence in.
final private class MergeLimitedSinkIter<
  SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType
>: ObserverType where Observer.Element == SourceSequence.Element {
  typealias Parent = MergeLimitedSink<SourceElement, SourceSequence, Observer>

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
        parent.dispose()
      case .completed:
        parent.group.remove(for: disposeKey)
        parent.dequeueNextAndSubscribe()
      }
    }
  }
}

/// The `merge(maxConcurrent:)`, `concat()` and `concatMap` sequence.
final private class MergeLimited<SourceElement, SourceSequence: ObservableConvertibleType>:
  Producer<SourceSequence.Element>
{
  private let source: Observable<SourceElement>
  private let selector: (SourceElement) throws -> SourceSequence
  private let maxConcurrent: Int

  init(
    source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> SourceSequence,
    maxConcurrent: Int
  ) {
    self.source = source
    self.selector = selector
    self.maxConcurrent = maxConcurrent
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == SourceSequence.Element {
    let sink = MergeLimitedSink(selector: selector, maxConcurrent: maxConcurrent, observer: observer, cancel: cancel)
    let subscription = sink.run(source)
    return (sink: sink, subscription: subscription)
  }
}
