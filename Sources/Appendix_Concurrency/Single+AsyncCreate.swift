import Step4_Sink
import Step7_Traits

// snippet: single-async-create
extension PrimitiveSequenceType where Trait == SingleTrait {
  /// A `Single` whose element is the result of `work`, run in a new `Task` for each subscription
  /// (a detached one with `detached`); disposing the subscription cancels the task.
  @_disfavoredOverload
  public static func create(
    detached: Bool = false,
    priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Element
  ) -> Single<Element> {
    Single.create { single in
      // Only the task calls `single`, and only once: the closure is not shared, only moved.
      let observer = Unchecked(value: single)
      let operation: @Sendable () async -> Void = {
        do {
          let element = try await work()
          observer.value(.success(element))
        } catch {
          observer.value(.failure(error))
        }
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation)
        : Task(priority: priority, operation: operation)
      return Disposables.create { task.cancel() }
    }
  }
}
// snippet: end
