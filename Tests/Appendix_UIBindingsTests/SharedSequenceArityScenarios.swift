import Appendix_UIBindings
import RxTest
import Step4_Sink
import Testing

/// The scenarios the generated `SharedSequenceArityTests` run for every arity, on drivers made
/// from hot sources on a mocked test scheduler. Each takes the operator under test as a function
/// of its drivers that sends the elements it combines as an array in source order, so that a
/// source wired to the wrong place shows. Every delivery comes one tick after the source's event:
/// `asDriver` hands it over on the scheduler.
enum SharedSequenceArityScenarios {
  /// Runs `operator` on `arity` drivers of hot sources with `events(j)`, from 200 to 1000.
  static func run(
    arity: Int, events: (Int) -> [Recorded<Event<Int>>], _ operator: @escaping ([Driver<Int>]) -> Driver<[Int]>
  ) -> [Recorded<Event<[Int]>>] {
    let scheduler = TestScheduler(initialClock: 0)
    var result: [Recorded<Event<[Int]>>] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let drivers = (1...arity).map { j in scheduler.createHotObservable(events(j)).asDriver(onErrorJustReturn: -1) }
      let observer = scheduler.start { `operator`(drivers) }
      result = observer.events
    }
    return result
  }

  /// Source j sends j, then 10·j, each before the next source sends anything, and completes at
  /// 300 + 10·j: `zip` groups them by position.
  static func zip(
    arity: Int, sourceLocation: SourceLocation = #_sourceLocation, _ zip: @escaping ([Driver<Int>]) -> Driver<[Int]>
  ) {
    let events = run(
      arity: arity, events: { j in [.next(200 + 10 * j, j), .next(205 + 10 * j, 10 * j), .completed(300 + 10 * j)] },
      zip)
    let last = 10 * arity
    #expect(
      events == [
        .next(201 + last, Array(1...arity)), .next(206 + last, (1...arity).map { 10 * $0 }), .completed(301 + last),
      ], sourceLocation: sourceLocation)
  }

  /// Source j sends j at 200 + 10·j and 10·j at 300 + 10·j: after the first result, each element
  /// replaces one source's latest.
  static func combineLatest(
    arity: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ combineLatest: @escaping ([Driver<Int>]) -> Driver<[Int]>
  ) {
    let events = run(
      arity: arity, events: { j in [.next(200 + 10 * j, j), .next(300 + 10 * j, 10 * j)] }, combineLatest)
    let updates: [Recorded<Event<[Int]>>] = (1...arity).map { k in
      .next(301 + 10 * k, (1...arity).map { $0 <= k ? 10 * $0 : $0 })
    }
    #expect(events == [.next(201 + 10 * arity, Array(1...arity))] + updates, sourceLocation: sourceLocation)
  }
}
