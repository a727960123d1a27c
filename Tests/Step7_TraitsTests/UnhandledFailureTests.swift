import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

/// A trait's failure that no handler takes is reported, as an `Observable`'s error is.
@Suite("Unhandled failures of the traits", .watchdog())
struct UnhandledFailureTests {
  @Test("a failure with no handler for it goes to Hooks.defaultErrorHandler, for a Single, a Maybe and a Completable")
  func unhandledFailures() {
    let errors = (UniqueError(), UniqueError(), UniqueError())
    let seen = unhandledErrors {
      _ = Single<Int>.error(errors.0).subscribe(onSuccess: { _ in })
      _ = Maybe<Int>.error(errors.1).subscribe(onSuccess: { _ in })
      _ = Completable.error(errors.2).subscribe(onCompleted: {})
    }
    for (name, error) in [("Single", errors.0), ("Maybe", errors.1), ("Completable", errors.2)] {
      let count = seen.filter { ($0.error as? UniqueError) == error }.count
      #expect(count == 1, "the \(name)'s error reached Hooks.defaultErrorHandler \(count) times")
    }
    let handled = unhandledErrors {
      _ = Single<Int>.error(errors.0).subscribe(onFailure: { _ in })
      _ = Maybe<Int>.error(errors.1).subscribe(onError: { _ in })
      _ = Completable.error(errors.2).subscribe(onError: { _ in })
    }
    let mine = [errors.0, errors.1, errors.2]
    #expect(!handled.contains { ($0.error as? UniqueError).map(mine.contains) ?? false })
  }
}
