import Foundation
import Step4_Sink

/// One test at a time replaces `Hooks.defaultErrorHandler`, which is global, as in RxSwift.
private let hookLock = NSLock()

/// Runs `body` with `Hooks.defaultErrorHandler` replaced by a recorder, puts the hooks back, and
/// returns the errors it was handed, with the call stacks. With `callStack`, subscriptions record
/// it (`Hooks.recordCallStackOnError`) through `Hooks.customCaptureSubscriptionCallstack`. Tests
/// running beside this one may send unhandled errors of their own meanwhile, so a test looks for
/// its own error in the list.
public func unhandledErrors(callStack: [String]? = nil, during body: () -> Void) -> [(
  callStack: [String], error: any Error
)] {
  hookLock.withLock {
    let seen = LockedList<(callStack: [String], error: any Error)>()
    let previous = (Hooks.defaultErrorHandler, Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack)
    Hooks.defaultErrorHandler = { callStack, error in seen.append((callStack, error)) }
    if let callStack {
      Hooks.recordCallStackOnError = true
      Hooks.customCaptureSubscriptionCallstack = { callStack }
    }
    defer {
      (Hooks.defaultErrorHandler, Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack) = previous
    }
    body()
    return seen.items
  }
}

/// An error no other test sends: each value is told apart by its own identifier.
public struct UniqueError: Error, Equatable, CustomStringConvertible {
  public let id = UUID()
  public init() {}
  public var description: String { "UniqueError(\(id.uuidString.prefix(8)))" }
}
