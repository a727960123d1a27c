// Appendix "Rx meets Swift concurrency", exercise 1: Completable.create(work:), an async function
// as a Completable.
// Check: swift test --package-path chapters/exercises --filter AppendixConcurrencyTests.CompletableCreateTests
// Hint:  chapters/exercises/hint concurrency 1

import Step4_Sink
import Step7_Traits

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// A `Completable` that runs `work` in a new `Task` for each subscription (a detached one with
  /// `detached`): it completes when `work` returns, fails with what `work` throws, and disposing
  /// the subscription cancels the task.
  static func create(
    detached: Bool = false,
    priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Void
  ) -> Completable {
    Completable.create { completable in
      // Only the task calls `completable`, once: the closure moves to the task, it is not shared.
      let observer = Unchecked(value: completable)
      let operation: @Sendable () async -> Void = {
        do {
          try await work()
          observer.value(.completed)
        } catch {
          observer.value(.error(error))
        }
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
      return Disposables.create(with: { task.cancel() })
    }
  }
}

/// A value handed to a task although the compiler cannot prove it safe to share.
private struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
}
