// Chapter 5, exercise 4: first(where:), an operator that ends early.
// Check: swift test --package-path chapters/exercises --filter Chapter05Tests.FirstWhereTests
// Hint:  chapters/exercises/hint 5 4

import Step4_Sink
import Step5_Operators

extension ObservableType {
  /// The first element for which `predicate` returns true, then `completed`; the source is
  /// disposed at once, without waiting for it to end. The elements before it are dropped, and a
  /// source that completes without one sends only `completed`. If `predicate` throws, the sequence
  /// ends with its error and the source is disposed.
  func first(where predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    FirstWhere(source: asObservable(), predicate: predicate)
  }
}

/// The `first(where:)` sequence.
final class FirstWhere<Element>: Producer<Element> {
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
    // TODO: make the sink and subscribe it to the source. (This placeholder subscribes to nothing.)
    (sink: Disposables.create(), subscription: Disposables.create())
  }
}

/// One subscription's worth of `first(where:)`.
final class FirstWhereSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Predicate = (Observer.Element) throws -> Bool

  private let predicate: Predicate

  init(predicate: @escaping Predicate, observer: Observer, cancel: any Cancelable) {
    self.predicate = predicate
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    // TODO: drop the elements that fail the predicate; at the first that passes it, send it,
    // complete and end the subscription; turn a thrown error into an error event.
  }
}
