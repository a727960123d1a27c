// Chapter 7, exercise 1: ifEmpty(error:), from a Maybe to a Single.
// Check: swift test --package-path chapters/exercises --filter Chapter07Tests.IfEmptyErrorTests
// Hint:  chapters/exercises/hint 7 1

import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// The source's elements; if it completes without any, `error` instead of `completed`. An error
  /// of the source passes through.
  func ifEmpty(error: any Error) -> Observable<Element> {
    IfEmptyError(source: asObservable(), error: error)
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The element of this `Maybe`, or `error` if it completes empty: a `Single`, since there is now
  /// always exactly one element or an error.
  func ifEmpty(error: any Error) -> Single<Element> {
    // TODO: the placeholder below fails, always, with the wrong error.
    Single.error(NotDoneYet())
  }
}

/// The `ifEmpty(error:)` sequence.
final class IfEmptyError<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let error: any Error

  init(source: Observable<Element>, error: any Error) {
    self.source = source
    self.error = error
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    // TODO: make a sink, subscribe it to the source, and return both. (This placeholder subscribes
    // to nothing.)
    (sink: Disposables.create(), subscription: Disposables.create())
  }
}

// TODO: the sink, which remembers whether an element went through.

/// The placeholder error of the starter: delete it when nothing needs it.
struct NotDoneYet: Error {}
