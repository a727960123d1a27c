import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

@testable import Chapter07

@Suite("Chapter 7, exercise 1: ifEmpty(error:), from a Maybe to a Single")
struct IfEmptyErrorTests {
  /// The error the tests ask for when a sequence is empty.
  struct Empty: Error, CustomStringConvertible {
    var description: String { "Empty" }
  }

  @Test("ifEmpty(error:) passes the source's elements, and completes as the source does when there were some")
  func elementsPassThrough() {
    let recorder = EventRecorder<Int>()

    _ = Observable.of(1, 2).ifEmpty(error: Empty()).subscribe(recorder)

    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
  }

  @Test("a source that completes empty ends with the error instead; a source's own error passes through")
  func emptyFails() {
    let empty = EventRecorder<Int>()
    let failing = EventRecorder<Int>()

    _ = Observable<Int>.empty().ifEmpty(error: Empty()).subscribe(empty)
    _ = Observable<Int>.error(TestError()).ifEmpty(error: Empty()).subscribe(failing)

    #expect(empty.descriptions == ["error(Empty)"])
    #expect(failing.descriptions == ["error(TestError)"])
  }

  @Test("a Maybe with an error for empty is a Single: its element, or that error when it is empty, or its own error")
  func maybeBecomesSingle() {
    // Typed `Single<Int>`: if ifEmpty(error:) returned anything else, this would not compile.
    let just: Single<Int> = Maybe.just(1).ifEmpty(error: Empty())
    let empty: Single<Int> = Maybe<Int>.empty().ifEmpty(error: Empty())
    let failing: Single<Int> = Maybe<Int>.error(TestError()).ifEmpty(error: Empty())
    let log = OutcomeLog()

    _ = just.subscribe(into: log)
    _ = empty.subscribe(into: log)
    _ = failing.subscribe(into: log)

    #expect(log.outcomes == ["success(1)", "failure(Empty)", "failure(TestError)"])
  }
}
