// snippet: hooks
import Step4_Sink

/// One more replaceable reaction, in the spirit of RxSwift's `Hooks` (Step 4 declares the
/// enum).
extension Hooks {
  /// Told when code breaks one of the library's contracts at run time: a ``Single`` that
  /// completes without an element, a second `setDisposable` on a
  /// ``SingleAssignmentDisposable``.
  ///
  /// The default is `assertionFailure`: a debug build stops at the bug, a release build
  /// carries on. The value is task-local, so a test replaces it for its own code only,
  /// with `Hooks.$contractViolation.withValue({ message in ... }) { ... }`.
  @TaskLocal
  public static var contractViolation: @Sendable (String) -> Void = { message in
    assertionFailure(message)
  }
}

/// RxSwift's name for "this is a bug: stop a debug build, let a release build go on".
/// Here it goes through `Hooks.contractViolation`, so a test can watch it happen.
func rxFatalErrorInDebug(_ message: String) {
  Hooks.contractViolation(message)
}
// snippet: end
