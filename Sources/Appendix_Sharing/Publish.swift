import Step4_Sink
import Step6_Subjects

// snippet: publish
extension ObservableType {
  /// `multicast` through a `PublishSubject`, made afresh for each connection: subscribers hear
  /// what the source sends while they are subscribed and connected, nothing from before.
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject() })
  }

  /// `multicast` through a ``ReplaySubject`` that remembers the last `bufferSize` elements.
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
  }

  /// `multicast` through a ``ReplaySubject`` that remembers every element.
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.createUnbounded() })
  }
}
// snippet: end
