import Step4_Sink

// snippet: connectable
/// A sequence that subscribes to its source only when told to: subscribers join a subject, and
/// `connect()` starts the one subscription that feeds it.
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes the subject to the source, once; disposing the result ends that subscription.
  func connect() -> any Disposable
}

/// The abstract class of connectable sequences, as `Observable` is of sequences.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
  /// Subclasses override this.
  public func connect() -> any Disposable {
    fatalError("abstract: ConnectableObservableAdapter overrides it")
  }
}
// snippet: end
