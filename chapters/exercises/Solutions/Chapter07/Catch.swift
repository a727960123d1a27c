// Chapter 7, exercise 2: one catch for every trait. A reference solution.

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
    primitiveSequence.asObservable().catch { try handler($0).asObservable() }.asSingle()
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// `catch` for a `Maybe`: still a `Maybe`.
  func `catch`(_ handler: @escaping (any Error) throws -> Maybe<Element>) -> Maybe<Element> {
    primitiveSequence.asObservable().catch { try handler($0).asObservable() }.asMaybe()
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// `catch` for a `Completable`: still a `Completable`.
  func `catch`(_ handler: @escaping (any Error) throws -> Completable) -> Completable {
    primitiveSequence.asObservable().catch { try handler($0).asObservable() }.asCompletable()
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
    let sink = CatchSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}

/// Stage one: observes the source. Its `SerialDisposable` always holds the stage that is running,
/// so one `dispose()` stops whichever it is.
final private class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  private let parent: Catch<Element>
  private let subscription = SerialDisposable()

  init(parent: Catch<Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    // The source may fail inside `subscribe`, before it returns its disposable, and stage two
    // then already holds the serial disposable: stage one's placeholder goes in first, so that
    // what `subscribe` returns can never push stage two out.
    let firstStage = SingleAssignmentDisposable()
    subscription.disposable = firstStage
    firstStage.setDisposable(parent.source.subscribe(self))
    return subscription
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      forwardOn(event)
    case .completed:
      forwardOn(event)
      dispose()
    case .error(let error):
      do {
        let next = try parent.handler(error)
        // Stage two. Putting it in the serial disposable disposes stage one.
        subscription.disposable = next.subscribe(CatchSinkOther(parent: self))
      } catch {
        forwardOn(.error(error))
        dispose()
      }
    }
  }
}

/// Stage two: observes the handler's sequence and forwards all of it through stage one's sink.
final private class CatchSinkOther<Observer: ObserverType>: ObserverType {
  typealias Element = Observer.Element

  private let parent: CatchSink<Observer>

  init(parent: CatchSink<Observer>) {
    self.parent = parent
  }

  func on(_ event: Event<Element>) {
    parent.forwardOn(event)
    if event.isStopEvent {
      parent.dispose()
    }
  }
}
