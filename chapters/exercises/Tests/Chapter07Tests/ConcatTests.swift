import RxTestSupport
import Step4_Sink
import Step7_Traits
import Testing

@testable import Chapter07

@Suite("Chapter 7, exercise 4: Completable.concat, with andThen only")
struct ConcatTests {
  @Test("concat runs the completables one after another: each is subscribed once the one before has completed")
  func oneAfterAnother() {
    let works = (0..<3).map { _ in ManualSource<Never>() }
    let log = OutcomeLog()
    _ = Completable.concat(works[0].completable, works[1].completable, works[2].completable).subscribe(into: log)
    var started = [works.map(\.subscriptions)]

    works[0].send(.completed)
    started.append(works.map(\.subscriptions))
    works[1].send(.completed)
    started.append(works.map(\.subscriptions))
    let outcomesBeforeTheLast = log.outcomes
    works[2].send(.completed)

    #expect(started == [[1, 0, 0], [1, 1, 0], [1, 1, 1]])
    #expect(outcomesBeforeTheLast.isEmpty)
    #expect(log.outcomes == ["completed"])
  }

  @Test("an error ends it all: it is passed on, and the completables after it are never subscribed")
  func errorStops() {
    let works = (0..<3).map { _ in ManualSource<Never>() }
    let log = OutcomeLog()
    _ = Completable.concat(works[0].completable, works[1].completable, works[2].completable).subscribe(into: log)

    works[0].send(.completed)
    works[1].send(.error(TestError()))

    #expect(log.outcomes == ["error(TestError)"])
    #expect(works.map(\.subscriptions) == [1, 1, 0])
  }

  @Test("concat of no completables completes at once")
  func empty() {
    let log = OutcomeLog()

    _ = Completable.concat().subscribe(into: log)

    #expect(log.outcomes == ["completed"])
  }

  @Test("disposing disposes the completable that is running, and the later ones are never subscribed")
  func dispose() {
    let works = (0..<3).map { _ in ManualSource<Never>() }
    let log = OutcomeLog()
    let subscription = Completable.concat(works[0].completable, works[1].completable, works[2].completable)
      .subscribe(into: log)

    works[0].send(.completed)
    subscription.dispose()

    #expect(log.outcomes.isEmpty)
    #expect(works.map(\.disposals) == [1, 1, 0])
    #expect(works.map(\.subscriptions) == [1, 1, 0])
  }
}
