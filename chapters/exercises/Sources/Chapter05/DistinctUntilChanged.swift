// Chapter 5, exercise 5: distinctUntilChanged, an operator with state.
// Check: swift test --package-path chapters/exercises --filter Chapter05Tests.DistinctUntilChangedTests
// Hint:  chapters/exercises/hint 5 5

import Step4_Sink
import Step5_Operators

extension ObservableType where Element: Equatable {
  /// RxSwift's `distinctUntilChanged()`: passes an element only if it differs from the one before
  /// it. The first element always passes; `error` and `completed` pass through and end the
  /// subscription. Every subscription starts afresh.
  func distinctUntilChanged() -> Observable<Element> {
    DistinctUntilChanged(source: asObservable())
  }
}

/// The `distinctUntilChanged` sequence.
final class DistinctUntilChanged<Element: Equatable>: Producer<Element> {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    // TODO: make a sink, subscribe it to the source, and return both. (This placeholder subscribes
    // to nothing.)
    (sink: Disposables.create(), subscription: Disposables.create())
  }
}

// TODO: the sink. Where does the element seen last belong?
