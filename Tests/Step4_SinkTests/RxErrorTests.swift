import Testing

#if FAST_CORE
  import Appendix_FastCore
#else
  import Step4_Sink
#endif

/// `RxError`, the library's own errors.
@Suite("RxError")
struct RxErrorTests {
  /// An object that is not `Sendable`, as most of an app's objects are not.
  final class Screen: CustomStringConvertible {
    var title = "home"
    var description: String { "Screen(\(title))" }
  }

  @Test("RxError.disposed takes any object, Sendable or not, and hands the same object back")
  func disposedTakesAnyObject() {
    let screen = Screen()
    let error = RxError.disposed(object: screen)
    guard case .disposed(let object) = error else {
      Issue.record("expected .disposed, got \(error)")
      return
    }
    #expect(ObjectIdentifier(object) == ObjectIdentifier(screen))
  }

  @Test("every RxError case prints as RxSwift 6.10.2 prints it, through debugDescription")
  func descriptionsAsInRxSwift() {
    let expected: [(RxError, String)] = [
      (.unknown, "Unknown error occurred."),
      (.disposed(object: Screen()), "Object `Screen(home)` was already disposed."),
      (.overflow, "Arithmetic overflow occurred."),
      (.argumentOutOfRange, "Argument out of range."),
      (.noElements, "Sequence doesn't contain any elements."),
      (.moreThanOneElement, "Sequence contains more than one element."),
      (.timeout, "Sequence timeout."),
    ]
    for (error, text) in expected {
      #expect(error.debugDescription == text)
      #expect("\(error)" == text)  // string interpolation falls back on debugDescription, as in RxSwift
    }
  }

  @Test("catch RxError.timeout matches the error timeout sends, as a case of RxError")
  func timeoutIsACase() {
    func fail() throws { throw RxError.timeout }
    var caught = false
    do {
      try fail()
    } catch RxError.timeout {
      caught = true
    } catch {
      Issue.record("expected RxError.timeout, got \(error)")
    }
    #expect(caught)
  }
}
