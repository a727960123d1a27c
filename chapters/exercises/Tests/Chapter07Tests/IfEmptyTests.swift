import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

@testable import Chapter07

@Suite("Chapter 7, exercise 1: ifEmpty(default:), from a Maybe to a Single")
struct IfEmptyTests {
  @Test("ifEmpty(default:) passes the source's elements, and adds nothing when there were some")
  func elementsPassThrough() {
    let recorder = EventRecorder<Int>()

    _ = Observable.of(1, 2).ifEmpty(default: 0).subscribe(recorder)

    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
  }

  @Test("a source that completes empty gives the default, then completed; an error passes through without it")
  func emptyGivesTheDefault() {
    let empty = EventRecorder<Int>()
    let failing = EventRecorder<Int>()

    _ = Observable<Int>.empty().ifEmpty(default: 0).subscribe(empty)
    _ = Observable<Int>.error(TestError()).ifEmpty(default: 0).subscribe(failing)

    #expect(empty.descriptions == ["next(0)", "completed"])
    #expect(failing.descriptions == ["error(TestError)"])
  }

  @Test("a Maybe with a default is a Single: its element, or the default when it is empty, or its error")
  func maybeBecomesSingle() {
    // Typed `Single<Int>`: if ifEmpty(default:) returned anything else, this would not compile.
    let just: Single<Int> = Maybe.just(1).ifEmpty(default: 0)
    let empty: Single<Int> = Maybe<Int>.empty().ifEmpty(default: 0)
    let failing: Single<Int> = Maybe<Int>.error(TestError()).ifEmpty(default: 0)
    let log = OutcomeLog()

    _ = just.subscribe(into: log)
    _ = empty.subscribe(into: log)
    _ = failing.subscribe(into: log)

    #expect(log.outcomes == ["success(1)", "success(0)", "failure(TestError)"])
  }
}
