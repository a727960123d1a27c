import Step4_Sink
import Step7_Traits

/// RxSwift's name for "this is a bug: stop a debug build, let a release build go on", here
/// through `Hooks.contractViolation` (chapter 7), so that a test can watch it happen: an error
/// that reaches a `bind` has nowhere to go.
func rxFatalErrorInDebug(_ message: String) {
  Hooks.contractViolation(message)
}
