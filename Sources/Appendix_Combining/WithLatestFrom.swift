import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// For each element of this sequence, once `second` has sent at least once, the result of
  /// `resultSelector` on it and `second`'s latest element. Only this sequence's elements make
  /// something go out, and only its completion completes.
  public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
    _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
  ) -> Observable<ResultType> {
    WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
  }

  /// For each element of this sequence, `second`'s latest element, once it has one.
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
    WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
  }
}

// snippet: with-latest-from-sink
/// One subscription of `withLatestFrom`: the first sequence drives, the second only updates
/// `latest`; one lock for both, since they may send on different threads.
final private class WithLatestFromSink<FirstType, SecondType, Observer: ObserverType>:
  Sink<Observer>, ObserverType
{
  let lock = NSRecursiveLock()
  private let parent: WithLatestFrom<FirstType, SecondType, Observer.Element>
  var latest: SecondType?  // guarded by `lock`

  init(
    parent: WithLatestFrom<FirstType, SecondType, Observer.Element>, observer: Observer,
    cancel: any Cancelable
  ) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    // The second sequence first, so that an element it has at once is there for the first's.
    let secondSubscription = SingleAssignmentDisposable()
    let secondObserver = WithLatestFromSecond(parent: self, disposable: secondSubscription)
    secondSubscription.setDisposable(parent.second.subscribe(secondObserver))
    let firstSubscription = parent.first.subscribe(self)
    return Disposables.create(firstSubscription, secondSubscription)
  }

  func on(_ event: Event<FirstType>) {
    lock.withLock {
      switch event {
      case .next(let value):
        guard let latest else { return }  // nothing from the second yet: drop the element
        do {
          forwardOn(.next(try parent.resultSelector(value, latest)))
        } catch {
          forwardOn(.error(error))
          dispose()
        }
      case .completed:
        forwardOn(.completed)
        dispose()
      case .error(let error):
        forwardOn(.error(error))
        dispose()
      }
    }
  }
}

/// The observer of the second sequence: it remembers the latest element; its completion only
/// ends its own subscription, its error ends everything.
final private class WithLatestFromSecond<FirstType, SecondType, Observer: ObserverType>:
  ObserverType
{
  private let parent: WithLatestFromSink<FirstType, SecondType, Observer>
  private let disposable: any Disposable

  init(parent: WithLatestFromSink<FirstType, SecondType, Observer>, disposable: any Disposable) {
    self.parent = parent
    self.disposable = disposable
  }

  func on(_ event: Event<SecondType>) {
    parent.lock.withLock {
      switch event {
      case .next(let value):
        parent.latest = value
      case .completed:
        disposable.dispose()
      case .error(let error):
        parent.forwardOn(.error(error))
        parent.dispose()
      }
    }
  }
}
// snippet: end

/// The `withLatestFrom` sequence.
final private class WithLatestFrom<FirstType, SecondType, ResultType>: Producer<ResultType> {
  let first: Observable<FirstType>
  let second: Observable<SecondType>
  let resultSelector: (FirstType, SecondType) throws -> ResultType

  init(
    first: Observable<FirstType>, second: Observable<SecondType>,
    resultSelector: @escaping (FirstType, SecondType) throws -> ResultType
  ) {
    self.first = first
    self.second = second
    self.resultSelector = resultSelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == ResultType {
    let sink = WithLatestFromSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
