// Chapter 7, exercise 1: ifEmpty(error:), from a Maybe to a Single. A reference solution.

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
    // `Single(raw:)` is internal to Step 7, so the result goes through the one public door from
    // an observable to a `Single`: `asSingle()`, which checks what it can no longer fail to get.
    primitiveSequence.asObservable().ifEmpty(error: error).asSingle()
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
    let sink = IfEmptyErrorSink(error: error, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription's worth of `ifEmpty(error:)`.
final class IfEmptyErrorSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let error: any Error
  // Events arrive one at a time (the Rx contract), so a plain flag is enough.
  private var isEmpty = true

  init(error: any Error, observer: Observer, cancel: any Cancelable) {
    self.error = error
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      isEmpty = false
      forwardOn(event)
    case .error:
      forwardOn(event)
      dispose()
    case .completed:
      forwardOn(isEmpty ? .error(error) : .completed)
      dispose()
    }
  }
}
