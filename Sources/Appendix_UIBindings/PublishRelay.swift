import Step4_Sink
import Step6_Subjects

// snippet: publish-relay
/// A `PublishSubject` that takes only elements: `accept` is its `onNext`, and nothing can end
/// it, so whoever subscribes may count on it never completing and never failing. RxRelay's
/// answer to a subject exposed for UI events, where a stray `onCompleted` would silence a screen.
public final class PublishRelay<Element>: ObservableType {
  private let subject: PublishSubject<Element>

  /// Sends `event` to every current subscriber.
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Makes a relay with no subscribers.
  public init() {
    subject = PublishSubject()
  }

  /// Subscribes `observer` to the elements accepted from now on.
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
