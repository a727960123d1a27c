import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

@testable import Chapter07

@Suite("Chapter 7, exercise 6: first(), a Single that does not wait")
struct FirstTests {
  @Test("first() succeeds with the first element as soon as it arrives, and disposes the source right then")
  func doesNotWait() {
    let source = ManualSource<Int>()
    let log = OutcomeLog()
    let first: Single<Int?> = source.observable.first()
    _ = first.subscribe(into: log)

    source.send(1)
    let disposalsAfterTheFirst = source.disposals
    source.send(2)

    #expect(log.outcomes == ["success(Optional(1))"])
    #expect(disposalsAfterTheFirst == 1)
  }

  @Test("a source that completes empty gives nil; one that fails, its error")
  func emptyAndError() {
    let log = OutcomeLog()

    _ = Observable<Int>.empty().first().subscribe(into: log)
    _ = Observable<Int>.error(TestError()).first().subscribe(into: log)

    #expect(log.outcomes == ["success(nil)", "failure(TestError)"])
  }

  @Test("on a long synchronous source, first() answers once, with the first element")
  func synchronousSource() {
    let log = OutcomeLog()

    _ = Observable.of(3, 4, 5).first().subscribe(into: log)

    #expect(log.outcomes == ["success(Optional(3))"])
  }
}
