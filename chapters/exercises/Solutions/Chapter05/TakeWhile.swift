// Chapter 5, exercise 4: take(while:), an operator that ends early. A reference solution.

import Step4_Sink
import Step5_Operators

extension ObservableType {
  /// RxSwift 6's `take(while:)`: the elements for which `predicate` returns true, up to the first
  /// for which it returns false; then `completed`, and the source is disposed at once, without
  /// waiting for it to end. That first element is not passed on. If `predicate` throws, the
  /// sequence ends with its error and the source is disposed.
  func take(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    TakeWhile(source: asObservable(), predicate: predicate)
  }
}

/// The `take(while:)` sequence.
final class TakeWhile<Element>: Producer<Element> {
  typealias Predicate = (Element) throws -> Bool

  private let source: Observable<Element>
  private let predicate: Predicate

  init(source: Observable<Element>, predicate: @escaping Predicate) {
    self.source = source
    self.predicate = predicate
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = TakeWhileSink(predicate: predicate, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription's worth of `take(while:)`.
final class TakeWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Predicate = (Observer.Element) throws -> Bool

  private let predicate: Predicate

  init(predicate: @escaping Predicate, observer: Observer, cancel: any Cancelable) {
    self.predicate = predicate
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next(let element):
      do {
        if try predicate(element) {
          forwardOn(event)
        } else {
          // As `take` does at its count: complete, and dispose, which disposes the source.
          // From now on `forwardOn` drops whatever the source might still send.
          forwardOn(.completed)
          dispose()
        }
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
