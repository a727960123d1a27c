import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

@Suite("Operators mirrored on traits", .watchdog())
struct TraitOperatorTests {
  @Test("map on a Single is a Single of the mapped element")
  func mapSingle() {
    let mapped: Single<String> = Single.just(4).map { "\($0 * 10)" }
    var events: [String] = []
    _ = mapped.subscribe { events.append(describe($0)) }
    #expect(events == ["success(40)"])
  }

  @Test("a map on a Single that throws turns the success into a failure")
  func mapSingleThrows() {
    let mapped: Single<Int> = Single.just(4).map { _ in throw TestError() }
    var events: [String] = []
    _ = mapped.subscribe { events.append(describe($0)) }
    #expect(events == ["failure(TestError)"])
  }

  @Test("map on a Maybe is a Maybe of the mapped element")
  func mapMaybe() {
    let mapped: Maybe<String> = Maybe.just(4).map { "\($0 * 10)" }
    var events: [String] = []
    _ = mapped.subscribe { events.append($0.description) }
    #expect(events == ["success(40)"])
  }

  @Test("map on an empty Maybe never runs the transform and completes")
  func mapEmptyMaybe() {
    var runs = 0
    let mapped: Maybe<Int> = Maybe<Int>.empty().map { value in
      runs += 1
      return value
    }
    var events: [String] = []
    _ = mapped.subscribe { events.append($0.description) }
    #expect(events == ["completed"])
    #expect(runs == 0)
  }

  @Test("filter on a Single is a Maybe: an accepted element succeeds, a rejected one completes empty")
  func filterSingle() {
    let kept: Maybe<Int> = Single.just(4).filter { $0 > 0 }
    let dropped: Maybe<Int> = Single.just(-4).filter { $0 > 0 }
    var events: [String] = []
    _ = kept.subscribe { events.append($0.description) }
    _ = dropped.subscribe { events.append($0.description) }
    #expect(events == ["success(4)", "completed"])
  }

  @Test("filter on a Maybe stays a Maybe and completes empty when it rejects the element")
  func filterMaybe() {
    let filtered: Maybe<Int> = Maybe.just(3).filter { $0.isMultiple(of: 2) }
    var events: [String] = []
    _ = filtered.subscribe { events.append($0.description) }
    #expect(events == ["completed"])
  }
}
