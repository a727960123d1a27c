import Step4_Sink
import Step6_Subjects

// snippet: behavior-relay
/// A `BehaviorSubject` that takes only elements: it holds a current `value`, hands it to each
/// new subscriber, and can never complete or fail. The relay a view model keeps its state in.
public final class BehaviorRelay<Element>: ObservableType {
  private let subject: BehaviorSubject<Element>

  /// Makes `event` the current value and sends it to every current subscriber.
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// The current value.
  public var value: Element {
    // The subject can neither fail nor be disposed: nothing but `accept` reaches it.
    try! subject.value()
  }

  /// Makes a relay whose current value is `value`.
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// Subscribes `observer`, which hears the current value at once, then every later one.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable sequence: its subject, which no one outside can end.
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }
}
// snippet: end
