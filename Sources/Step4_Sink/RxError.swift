// snippet: rx-error
/// The errors the library itself sends: RxSwift's cases, spelled and printed as in
/// RxSwift.
///
/// One enum for the whole course (an enum cannot gain cases in a later module); each case
/// says which chapter first needs it.
public enum RxError: Error, @unchecked Sendable, CustomDebugStringConvertible {
  // `@unchecked`: `disposed` carries any object, as in RxSwift, which the compiler cannot
  // prove Sendable. The error is immutable and never touches the object: it only hands it
  // back to a `case` pattern and prints it, and the library puts nothing there but its
  // thread-safe subjects.
  /// No chapter sends it: an error with nothing more to say, kept because RxSwift has it.
  case unknown
  /// Chapter 6: the subject was disposed before this subscription or event.
  case disposed(object: AnyObject)
  /// No chapter sends it: RxSwift's counting operators send it when a count overflows.
  case overflow
  /// No chapter sends it: RxSwift's `element(at:)` sends it for an index past the end.
  case argumentOutOfRange
  /// Chapter 7: a sequence that must hold one element completed with none.
  case noElements
  /// Chapter 7: a sequence that may hold one element sent a second.
  case moreThanOneElement
  /// The schedulers appendix: `timeout` waited longer than its due time.
  case timeout

  /// The text RxSwift prints for each case; `"\(error)"` prints it too.
  public var debugDescription: String {
    switch self {
    case .unknown: "Unknown error occurred."
    case .disposed(let object): "Object `\(object)` was already disposed."
    case .overflow: "Arithmetic overflow occurred."
    case .argumentOutOfRange: "Argument out of range."
    case .noElements: "Sequence doesn't contain any elements."
    case .moreThanOneElement: "Sequence contains more than one element."
    case .timeout: "Sequence timeout."
    }
  }
}
// snippet: end
