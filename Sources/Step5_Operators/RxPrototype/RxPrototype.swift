// snippet: namespace
/// Chapter 5's second design, after the RxPrototype project: a chain of links in which
/// every link is itself the disposable, with no separate disposer per link.
///
/// Single-threaded, like the project it follows: one subscription must be driven from one
/// thread at a time. `dispose()` is idempotent everywhere.
public enum RxPrototype {
  /// The trace that prototype objects made in the current task write to; nil (the
  /// default) records nothing.
  ///
  /// Task-local rather than global, so that tests running in parallel each read their own
  /// trace. Each object reads it once, when it is made, and keeps it: its `deinit` may
  /// run after the `withValue` scope has ended, and it still writes to the right trace.
  @TaskLocal public static var trace: Trace?
}
// snippet: end
