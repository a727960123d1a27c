// Chapter 7, exercise 2: one catch for every trait.
// Check: swift test --package-path chapters/exercises --filter Chapter07Tests.CatchTests
// Hint:  chapters/exercises/hint 7 2

import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// RxSwift 6's `catch(_:)`: the source's events until it fails; then, instead of the error, the
  /// whole of the sequence that `handler` returns for it. The failed source is disposed when the
  /// second sequence starts, and disposing the subscription disposes whichever is running. If
  /// `handler` throws, the sequence ends with what it threw.
  func `catch`(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
    Catch(source: asObservable(), handler: handler)
  }
}

// The trait versions: the handler returns a sequence of the same trait, so the result keeps the
// trait's promise, whatever the trait. `Single(raw:)` is internal to Step 7, so each one goes
// through its trait's public door from an observable.

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// `catch` for a `Single`: still a `Single`.
  func `catch`(_ handler: @escaping (any Error) throws -> Single<Element>) -> Single<Element> {
    // TODO: the placeholder below catches nothing.
    primitiveSequence
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// `catch` for a `Maybe`: still a `Maybe`.
  func `catch`(_ handler: @escaping (any Error) throws -> Maybe<Element>) -> Maybe<Element> {
    // TODO: the placeholder below catches nothing.
    primitiveSequence
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// `catch` for a `Completable`: still a `Completable`.
  func `catch`(_ handler: @escaping (any Error) throws -> Completable) -> Completable {
    // TODO: the placeholder below catches nothing.
    primitiveSequence
  }
}

/// The `catch` sequence.
final class Catch<Element>: Producer<Element> {
  typealias Handler = (any Error) throws -> Observable<Element>

  fileprivate let source: Observable<Element>
  fileprivate let handler: Handler

  init(source: Observable<Element>, handler: @escaping Handler) {
    self.source = source
    self.handler = handler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    // TODO: make a sink, run it, return both. (This placeholder subscribes to nothing.)
    (sink: Disposables.create(), subscription: Disposables.create())
  }
}

// TODO: the sink, in two stages, as `andThen`'s.
