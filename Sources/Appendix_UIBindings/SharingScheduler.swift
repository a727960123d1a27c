import Appendix_Schedulers
import Step4_Sink

// snippet: sharing-scheduler
/// Where `Driver` and `Signal` deliver: a new `MainScheduler` unless a test has put its own
/// scheduler in place with `mock`.
public enum SharingScheduler {
  /// What `make` holds. `@unchecked Sendable`: RxSwift's factory is a plain closure, and the
  /// schedulers it returns (a test's `TestScheduler`) are used on the thread that mocked them.
  private struct Factory: @unchecked Sendable {
    let make: () -> any SchedulerType
  }

  // Task-local where RxSwift's is a global: tests run in parallel, each mocks for itself.
  @TaskLocal private static var factory = Factory(make: { MainScheduler() })

  /// Makes the scheduler a shared sequence delivers on: `MainScheduler()`, or the mock's.
  public static var make: () -> any SchedulerType {
    factory.make
  }

  /// Runs `action` with `scheduler` in place of the main scheduler, for the sequences built and
  /// subscribed inside it. For tests: a `TestScheduler` makes a `Driver` run in virtual time.
  public static func mock(scheduler: any SchedulerType, action: () throws -> Void) rethrows {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with the schedulers `makeScheduler` makes in place of the main scheduler.
  public static func mock(
    makeScheduler: @escaping () -> any SchedulerType, action: () throws -> Void
  ) rethrows {
    try $factory.withValue(Factory(make: makeScheduler), operation: action)
  }
}
// snippet: end
