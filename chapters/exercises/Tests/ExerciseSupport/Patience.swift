import Foundation

/// How long a test waits for an exercise's `async` work before it gives up and fails. The work
/// needs milliseconds; a solution that waits for good (for an end that never comes) fails the test
/// after this long, instead of hanging the whole run.
public let patience: Double = 5

/// The result of `operation`, or nil when it has not finished within `seconds`; then the task that
/// runs it is cancelled and left behind. A test of an `async` exercise awaits through this, so that
/// a wrong solution fails its test instead of hanging the run.
public func result<Value: Sendable>(
  within seconds: Double = patience, of operation: @escaping @Sendable () async throws -> Value
) async throws -> Value? {
  let once = ResumeOnce<Value?>()
  return try await withCheckedThrowingContinuation { continuation in
    once.set(continuation)
    let task = Task {
      do {
        once.resume(with: .success(try await operation()))
      } catch {
        once.resume(with: .failure(error))
      }
    }
    Task {
      try? await Task.sleep(for: .seconds(seconds))
      if once.resume(with: .success(nil)) { task.cancel() }
    }
  }
}

/// A continuation that the first of several tasks resumes; the others find it taken.
private final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Value, any Error>?  // guarded by `lock`

  func set(_ continuation: CheckedContinuation<Value, any Error>) {
    lock.withLock { self.continuation = continuation }
  }

  /// Resumes the continuation unless another task already has; says whether this call did.
  @discardableResult
  func resume(with result: Result<Value, any Error>) -> Bool {
    guard
      let continuation = lock.withLock({
        defer { self.continuation = nil }; return self.continuation
      })
    else {
      return false
    }
    continuation.resume(with: result)
    return true
  }
}
