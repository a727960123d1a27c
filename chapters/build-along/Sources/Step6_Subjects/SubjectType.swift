import Step4_Sink

/// A sequence that is also an observer: events sent to it with `on(_:)` go out to its
/// subscribers. It is an observable most of the time and turns into an observer on
/// request.
public protocol SubjectType: ObservableType {
  /// The observer side of the subject; usually the subject itself.
  associatedtype Observer: ObserverType

  /// The subject as an observer, for the code that feeds it.
  func asObserver() -> Observer
}
