import Step4_Sink
import Step6_Subjects

// snippet: scope
/// How long `share(replay:scope:)` keeps its subject, and so what a subscriber who comes after a
/// connection has ended is told.
public enum SubjectLifetimeScope: Sendable {
  /// A subject for each connection, forgotten when the connection ends (the last subscriber
  /// leaves, or the source stops). The next subscriber subscribes to the source again and sees
  /// nothing of the last connection. The default.
  case whileConnected

  /// One subject for ever. After the source stops, a new subscriber gets the replayed elements
  /// and the stop event, and the source is never subscribed again; after the last subscriber
  /// left, the next one reconnects but first hears what the subject still remembers.
  case forever
}
// snippet: end

// snippet: share
extension ObservableType {
  /// One subscription to this sequence, shared by every subscriber, and the last `replay`
  /// elements replayed to each new one. The subscription starts with the first subscriber and
  /// ends with the last; `scope` says whether the replay buffer ends with it.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    switch scope {
    case .forever:
      switch replay {
      case 0: multicast(PublishSubject()).refCount()
      default: multicast(ReplaySubject.create(bufferSize: replay)).refCount()
      }
    case .whileConnected:
      switch replay {
      // The two common cases get a connection object of their own, which is subject, connection
      // and count in one; they behave as the general line below.
      case 0: ShareWhileConnected(source: asObservable())
      case 1: ShareReplay1WhileConnected(source: asObservable())
      default: multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
      }
    }
  }
}
// snippet: end
