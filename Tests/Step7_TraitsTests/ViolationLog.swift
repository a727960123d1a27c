import Foundation
import RxTestSupport
import Step7_Traits

/// Collects the messages sent to `Hooks.contractViolation` while a test replaces it.
final class ViolationLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  var messages: [String] { lock.withLock { recorded } }

  func record(_ message: String) {
    lock.withLock { recorded.append(message) }
  }

  /// Runs `body` with the hook sending violations to this log instead of stopping the test.
  func capture<R>(_ body: () throws -> R) rethrows -> R {
    try Hooks.$contractViolation.withValue({ [self] message in record(message) }, operation: body)
  }
}

/// `success(1)` or `failure(TestError)`, like `Event`'s descriptions.
func describe<Element>(_ event: SingleEvent<Element>) -> String {
  switch event {
  case .success(let element): "success(\(element))"
  case .failure(let error): "failure(\(error))"
  }
}
