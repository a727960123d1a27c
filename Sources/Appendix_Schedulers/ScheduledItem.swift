import Step4_Sink
import Step7_Traits

/// One piece of scheduled work waiting in a queue: the action and its state, and a disposable
/// that cancels the work if it has not run yet, or disposes what it returned if it has.
final class ScheduledItem: Cancelable, @unchecked Sendable {
  private let work: () -> any Disposable
  private let result = SingleAssignmentDisposable()

  init<StateType>(state: StateType, action: @escaping (StateType) -> any Disposable) {
    self.work = { action(state) }
  }

  /// Whether the work was cancelled (or has run and been disposed).
  var isDisposed: Bool {
    result.isDisposed
  }

  /// Runs the work unless it was cancelled; keeps what it returns, to dispose it with the item.
  func invoke() {
    if result.isDisposed { return }
    result.setDisposable(work())
  }

  func dispose() {
    result.dispose()
  }
}
