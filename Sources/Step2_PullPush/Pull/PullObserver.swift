extension Pull {
  // snippet: pull-observer
  /// Anything that wants to hear that a source changed. The call carries no value: to learn
  /// what changed, the observer has to ask the source (it *pulls* the new state).
  ///
  /// Class-bound (`AnyObject`) so that a source can tell observers apart by identity.
  public protocol Observer: AnyObject {
    /// Called once for every change of the source.
    func notify()
  }
  // snippet: end
}
