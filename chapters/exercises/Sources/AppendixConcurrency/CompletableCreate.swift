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
    // TODO: the placeholder below completes at once and never runs `work`.
    Completable.empty()
  }
}
