/// One thing an observable sequence can tell its observer: an element, an error, or the
/// end.
///
/// A sequence sends any number of `next` events and then at most one stop event
/// (`error` or `completed`); after a stop event it sends nothing more.
public enum Event<Element> {
  /// The next element of the sequence.
  case next(Element)
  /// The sequence failed with this error; nothing follows.
  case error(any Error)
  /// The sequence finished normally; nothing follows.
  case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event {
  /// True for `error` and `completed`, the two events after which nothing may follow.
  public var isStopEvent: Bool {
    switch self {
    case .next: false
    case .error, .completed: true
    }
  }

  /// The element of a `next` event, or nil.
  public var element: Element? {
    if case .next(let element) = self { element } else { nil }
  }

  /// The error of an `error` event, or nil.
  public var error: (any Error)? {
    if case .error(let error) = self { error } else { nil }
  }
}

extension Event: CustomStringConvertible {
  /// `next(Hello World)`, `error(…)` or `completed`, as RxSwift prints events.
  public var description: String {
    switch self {
    case .next(let element): "next(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}
