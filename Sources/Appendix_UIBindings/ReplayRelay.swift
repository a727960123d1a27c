import Appendix_Sharing
import Step4_Sink

/// A `ReplaySubject` that takes only elements: each new subscriber first hears the last elements
/// accepted (all of them, or the last `bufferSize`), and nothing can end it.
public final class ReplayRelay<Element>: ObservableType {
  private let subject: ReplaySubject<Element>

  /// Sends `event` to every current subscriber and remembers it for later ones.
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  private init(subject: ReplaySubject<Element>) {
    self.subject = subject
  }

  /// A relay that replays the last `bufferSize` elements to each new subscriber.
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
  }

  /// A relay that replays every element it ever accepted to each new subscriber. (RxRelay's
  /// name, although the subject's is `createUnbounded`.)
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: ReplaySubject.createUnbounded())
  }

  /// Subscribes `observer`, which hears the remembered elements first, then every later one.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable sequence: its subject, which no one outside can end.
  public func asObservable() -> Observable<Element> {
    subject.asObserver()
  }
}
