// Complete: the hooks are declarations; chapter 4 says when `subscribe` calls the error
// handler ("subscribe with handlers, and onDisposed").

import Foundation
import Synchronization

/// Replaceable reactions of the library, as in RxSwift: what happens to an error that
/// nobody handles. (Chapter 7 adds one more, for a broken contract.)
public enum Hooks {
  /// What `defaultErrorHandler` is: it gets the call stack recorded when the subscription
  /// was made (empty unless `recordCallStackOnError`) and the error.
  public typealias DefaultErrorHandler =
    @Sendable (_ subscriptionCallStack: [String], _ error: any Error) -> Void
  /// What `customCaptureSubscriptionCallstack` is: it returns the call stack to record.
  public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

  // Recursive, as RxSwift's: a handler may read the hooks. Every `var` below is guarded
  // by it.
  private static let lock = NSRecursiveLock()
  // Read by every `subscribe`, so a lock-free flag where RxSwift takes its lock.
  private static let _recordCallStackOnError = Atomic<Bool>(false)
  nonisolated(unsafe) private static var _defaultErrorHandler: DefaultErrorHandler = {
    subscriptionCallStack, error in
    #if DEBUG
      print("Unhandled error happened: \(error)")
      if !subscriptionCallStack.isEmpty {
        print(
          "subscription called from:\n\(subscriptionCallStack.joined(separator: "\n"))")
      }
    #endif
  }
  // The break keeps the line within a listing's column; swift format would undo it.
  // swift-format-ignore
  nonisolated(unsafe) private static var _customCaptureSubscriptionCallstack:
    CustomCaptureSubscriptionCallstack = {
    #if DEBUG
      Thread.callStackSymbols
    #else
      []
    #endif
  }

  /// Whether `subscribe(onNext:onError:onCompleted:onDisposed:)` records the call stack,
  /// to hand it to `defaultErrorHandler` if an error comes with no `onError`. Off by
  /// default: it is slow.
  public static var recordCallStackOnError: Bool {
    get { _recordCallStackOnError.load(ordering: .relaxed) }
    set { _recordCallStackOnError.store(newValue, ordering: .relaxed) }
  }

  /// Called for an error that reaches a `subscribe` with no error handler. By default a
  /// debug build prints `Unhandled error happened: …`, and a release build does nothing.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { lock.withLock { _defaultErrorHandler } }
    set { lock.withLock { _defaultErrorHandler = newValue } }
  }

  /// How the call stack is recorded; by default `Thread.callStackSymbols` in a debug
  /// build.
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack
  {
    get { lock.withLock { _customCaptureSubscriptionCallstack } }
    set { lock.withLock { _customCaptureSubscriptionCallstack = newValue } }
  }
}
