extension Pull {
  // snippet: pull-observable
  /// A source that observers can sign up to. It knows its observers only as `any Observer`:
  /// one method to call, whatever the observer really is.
  public protocol Observable {
    /// Starts notifying `observer` of every change.
    func subscribe(_ observer: any Observer)
    /// Stops notifying `observer`; does nothing if it is not subscribed.
    func unsubscribe(_ observer: any Observer)
  }
  // snippet: end
}
