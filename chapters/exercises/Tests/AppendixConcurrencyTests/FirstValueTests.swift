import Appendix_Concurrency
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import AppendixConcurrency

@Suite("Appendix: Rx meets Swift concurrency, exercise 2: firstValue")
struct FirstValueTests {
  @Test("firstValue is the first element, or nil when the sequence completes empty")
  func firstOrNil() async throws {
    #expect(try await Observable.from([7, 8, 9]).firstValue == 7)
    #expect(try await Observable<Int>.empty().firstValue == nil)
  }

  @Test("firstValue throws the error the sequence sends")
  func error() async {
    await #expect(throws: TestError.self) { try await Observable<Int>.error(TestError()).firstValue }
  }

  @Test("the subscription is disposed as soon as the first element has arrived")
  func disposesAfterFirst() async throws {
    let log = LockedList<String>()
    let source = Observable<Int>.create { observer in
      log.append("subscribed")
      observer.onNext(1)  // and never completes
      return Disposables.create(with: { log.append("disposed") })
    }
    let first = try await source.firstValue
    #expect(first == 1)
    #expect(log.items == ["subscribed", "disposed"])
  }
}
