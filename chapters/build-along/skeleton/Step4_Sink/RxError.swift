// Complete: the errors the library sends; chapters 6 and 7 use them.

/// The errors the library itself sends, spelled as in RxSwift.
///
/// One enum for the whole course (an enum cannot gain cases in a later module); each case
/// says which chapter first needs it.
public enum RxError: Error, @unchecked Sendable, CustomStringConvertible {
  // `@unchecked`: `disposed` carries any object, as in RxSwift, which the compiler cannot prove
  // Sendable. The error is immutable and never touches the object: it only hands it back to a
  // `case` pattern and prints it, and the library puts nothing there but its thread-safe subjects.
  /// Chapter 6: the subject was disposed before this subscription or event.
  case disposed(object: AnyObject)
  /// Chapter 7: a sequence that may hold one element sent a second.
  case moreThanOneElement
  /// Chapter 7: a sequence that must hold one element completed with none.
  case noElements

  /// A readable description, as RxSwift prints these errors.
  public var description: String {
    switch self {
    case .disposed(let object): "Object `\(object)` was already disposed."
    case .moreThanOneElement: "Sequence contains more than one element."
    case .noElements: "Sequence doesn't contain any elements."
    }
  }
}
