import Appendix_Concurrency
import ExerciseSupport
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import AppendixConcurrency

/// Every `firstValue` is awaited through `result(within:of:)`: a `firstValue` that waits for the end
/// of a sequence that never ends then fails its test after a few seconds instead of hanging the run.
@Suite("Appendix: Rx meets Swift concurrency, exercise 2: firstValue")
struct FirstValueTests {
  /// What it means when `firstValue` has not returned in time.
  static let waitsForTheEnd = "firstValue did not return within 5 s: does it wait for the end of the sequence?"

  @Test("firstValue is the first element, or nil when the sequence completes empty")
  func firstOrNil() async throws {
    let first = try await result { try await Observable.from([7, 8, 9]).firstValue }
    #expect(first == .some(7), "\(Self.waitsForTheEnd)")
    let none = try await result { try await Observable<Int>.empty().firstValue }
    #expect(none == .some(nil), "\(Self.waitsForTheEnd)")
  }

  @Test("firstValue throws the error the sequence sends")
  func error() async {
    await #expect(throws: TestError.self) {
      _ = try await result { try await Observable<Int>.error(TestError()).firstValue }
    }
  }

  @Test("the subscription is disposed as soon as the first element has arrived")
  func disposesAfterFirst() async throws {
    let log = LockedList<String>()
    let first = try await result {
      let source = Observable<Int>.create { observer in
        log.append("subscribed")
        observer.onNext(1)  // and never completes
        return Disposables.create(with: { log.append("disposed") })
      }
      return try await source.firstValue
    }
    #expect(first == .some(1), "\(Self.waitsForTheEnd)")
    #expect(log.items == ["subscribed", "disposed"])
  }
}
