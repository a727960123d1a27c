import Step4_Sink

// snippet: schedule-recursive
extension ImmediateSchedulerType {
  /// Runs `action` with `state`; the action may call `recurse` with the next state to run itself
  /// again through this scheduler, instead of calling itself. Disposing the result stops the
  /// recursion between two steps.
  ///
  /// On the trampoline each step returns before the next starts, so a recursion of a million
  /// steps uses one stack frame's depth, not a million.
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> any Disposable {
    let pending = PendingWork()
    func step(_ state: State) {
      pending.add {
        action(state, step)
      } scheduling: { job in
        schedule(()) { _ in
          job()
          return Disposables.create()
        }
      }
    }
    step(state)
    return pending
  }
}
// snippet: end
