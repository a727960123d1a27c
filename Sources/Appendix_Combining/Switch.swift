import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// Maps each element to a sequence and sends only what the latest one sends: a new element
  /// disposes the inner sequence before it. `map` followed by `switchLatest()`.
  public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element>
  {
    Switch(source: asObservable(), selector: selector)
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Sends only what the latest inner sequence sends; each new inner sequence disposes the one
  /// before it.
  public func switchLatest() -> Observable<Element.Element> {
    Switch(source: asObservable(), selector: { $0 })
  }
}

// snippet: switch-sink
/// One subscription of `flatMapLatest` or `switchLatest`. The current inner subscription sits in
/// a `SerialDisposable`, so that setting the next one disposes it; and each inner sequence gets
/// a generation number, `latest`, so that an event from an older one that was already on its
/// way when the switch happened is recognised and dropped.
final private class SwitchSink<
  SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType
>:
  Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
  typealias Element = SourceElement

  let lock = NSRecursiveLock()
  private let selector: (SourceElement) throws -> SourceSequence
  private let subscriptions = SingleAssignmentDisposable()  // the source's
  private let innerSubscription = SerialDisposable()  // the latest inner sequence's

  // Guarded by `lock`.
  var stopped = false
  var latest = 0  // the generation of the latest inner sequence
  var hasLatest = false  // whether it is still running

  init(
    selector: @escaping (SourceElement) throws -> SourceSequence, observer: Observer,
    cancel: any Cancelable
  ) {
    self.selector = selector
    super.init(observer: observer, cancel: cancel)
  }

  func run(_ source: Observable<SourceElement>) -> any Disposable {
    subscriptions.setDisposable(source.subscribe(self))
    return Disposables.create(subscriptions, innerSubscription)
  }

  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      guard let (id, inner) = nextElementArrived(element) else { return }
      let disposable = SingleAssignmentDisposable()
      innerSubscription.disposable = disposable  // disposes the previous inner subscription
      let observer = SwitchSinkIter(parent: self, id: id, this: disposable)
      disposable.setDisposable(inner.subscribe(observer))
    case .error(let error):
      lock.withLock {
        forwardOn(.error(error))
        dispose()
      }
    case .completed:
      lock.withLock {
        stopped = true
        subscriptions.dispose()
        if !hasLatest {
          forwardOn(.completed)
          dispose()
        }
      }
    }
  }

  /// Maps the element and starts a new generation, under the lock.
  private func nextElementArrived(_ element: SourceElement) -> (
    Int, Observable<Observer.Element>
  )? {
    lock.withLock {
      do {
        let inner = try selector(element).asObservable()
        hasLatest = true
        latest &+= 1
        return (latest, inner)
      } catch {
        forwardOn(.error(error))
        dispose()
        return nil
      }
    }
  }
}
// snippet: end

// snippet: switch-sink-iter
/// The observer of one inner sequence, knowing its generation: it forwards only while that is
/// still the latest.
final private class SwitchSinkIter<
  SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType
>:
  ObserverType
where Observer.Element == SourceSequence.Element {
  typealias Parent = SwitchSink<SourceElement, SourceSequence, Observer>

  private let parent: Parent
  private let id: Int
  private let this: any Disposable

  init(parent: Parent, id: Int, this: any Disposable) {
    self.parent = parent
    self.id = id
    self.this = this
  }

  func on(_ event: Event<Observer.Element>) {
    parent.lock.withLock {
      if event.isStopEvent {
        this.dispose()
      }
      guard parent.latest == id else { return }  // a stale inner sequence: drop it
      switch event {
      case .next:
        parent.forwardOn(event)
      case .error:
        parent.forwardOn(event)
        parent.dispose()
      case .completed:
        parent.hasLatest = false
        if parent.stopped {
          parent.forwardOn(event)
          parent.dispose()
        }
      }
    }
  }
}
// snippet: end

/// The `flatMapLatest` and `switchLatest` sequence.
final private class Switch<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
  private let source: Observable<SourceElement>
  private let selector: (SourceElement) throws -> SourceSequence

  init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> SourceSequence) {
    self.source = source
    self.selector = selector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == SourceSequence.Element {
    let sink = SwitchSink(selector: selector, observer: observer, cancel: cancel)
    let subscription = sink.run(source)
    return (sink: sink, subscription: subscription)
  }
}
