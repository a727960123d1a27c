import Step4_Sink

/// Whether `take(until:behavior:)` and `take(while:behavior:)` also send the element that ends
/// them.
public enum TakeBehavior: Sendable {
  /// Send the element that ends the sequence, then complete.
  case inclusive
  /// Complete without sending the element that ends the sequence.
  case exclusive
}

extension ObservableType {
  /// The source's elements until the first for which `predicate` is true; then `completed`, and
  /// the source is disposed. `.inclusive` sends that last element too. A throwing predicate ends
  /// the sequence with its error.
  public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
    -> Observable<Element>
  {
    TakeUntilPredicate(source: asObservable(), behavior: behavior, predicate: predicate)
  }

  /// The source's elements as long as `predicate` is true; at the first for which it is false,
  /// `completed`, and the source is disposed. `.inclusive` sends that element too.
  public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
    -> Observable<Element>
  {
    take(until: { try !predicate($0) }, behavior: behavior)
  }
}

/// One subscription of `take(until:behavior:)`: a flag that the predicate turns off for good.
final private class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let parent: TakeUntilPredicate<Observer.Element>
  private var running = true  // events arrive one at a time: no lock

  init(parent: TakeUntilPredicate<Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let value):
      guard running else { return }
      do {
        running = try !parent.predicate(value)
      } catch {
        forwardOn(.error(error))
        dispose()
        return
      }
      if running {
        forwardOn(event)
      } else {
        if parent.behavior == .inclusive {
          forwardOn(event)
        }
        forwardOn(.completed)
        dispose()
      }
    case .error, .completed:
      forwardOn(event)
      dispose()
    }
  }
}

/// The `take(until:behavior:)` sequence.
final private class TakeUntilPredicate<Element>: Producer<Element> {
  private let source: Observable<Element>
  let predicate: (Element) throws -> Bool
  let behavior: TakeBehavior

  init(source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) {
    self.source = source
    self.behavior = behavior
    self.predicate = predicate
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = TakeUntilPredicateSink(parent: self, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
