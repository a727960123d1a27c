// Chapter 7, exercise 1: ifEmpty(default:), from a Maybe to a Single. A reference solution.

import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// RxSwift's `ifEmpty(default:)`: the source's elements; if it completes without any,
  /// `element`, then `completed`. An error passes through.
  func ifEmpty(default element: Element) -> Observable<Element> {
    IfEmpty(source: asObservable(), default: element)
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The element of this `Maybe`, or `element` if it completes empty: a `Single`, since there is
  /// now always exactly one element or an error.
  func ifEmpty(default element: Element) -> Single<Element> {
    // `Single(raw:)` is internal to Step 7, so the result goes through the one public door from
    // an observable to a `Single`: `asSingle()`, which checks what it can no longer fail to get.
    primitiveSequence.asObservable().ifEmpty(default: element).asSingle()
  }
}

/// The `ifEmpty(default:)` sequence.
final class IfEmpty<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let defaultElement: Element

  init(source: Observable<Element>, default defaultElement: Element) {
    self.source = source
    self.defaultElement = defaultElement
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = IfEmptySink(default: defaultElement, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}

/// One subscription's worth of `ifEmpty(default:)`.
final class IfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let defaultElement: Observer.Element
  // Events arrive one at a time (the Rx contract), so a plain flag is enough.
  private var isEmpty = true

  init(default defaultElement: Observer.Element, observer: Observer, cancel: any Cancelable) {
    self.defaultElement = defaultElement
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
      if isEmpty {
        forwardOn(.next(defaultElement))
      }
      forwardOn(.completed)
      dispose()
    }
  }
}
