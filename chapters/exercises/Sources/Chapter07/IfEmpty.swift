// Chapter 7, exercise 1: ifEmpty(default:), from a Maybe to a Single.
// Check: swift test --package-path chapters/exercises --filter Chapter07Tests.IfEmptyTests
// Hint:  chapters/exercises/hint 7 1

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
    // TODO: the placeholder below fails, always.
    Single.error(NotDoneYet())
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
    // TODO: make a sink, subscribe it to the source, and return both. (This placeholder subscribes
    // to nothing.)
    (sink: Disposables.create(), subscription: Disposables.create())
  }
}

// TODO: the sink, which remembers whether an element went through.

/// The placeholder error of the starter: delete it when nothing needs it.
struct NotDoneYet: Error {}
