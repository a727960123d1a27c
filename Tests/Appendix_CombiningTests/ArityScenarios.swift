import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// The scenarios that the generated tests (`ZipArityTests`, `CombineLatestArityTests`,
/// `PrimitiveSequenceZipArityTests`) run for every arity. Each takes the operator under test as
/// a function of its sources, which sends the elements it combines as an array in source order, so
/// that a source wired to the wrong place, or elements passed in the wrong order, show.
enum ArityScenarios {
  /// `zip` of `arity` hot sources. Source j sends j, then 10·j, each before the next source sends
  /// anything, so the first sources' elements wait in their queues; it completes at 300 + 10·j.
  /// Then again with the last source failing once the others have sent.
  static func zip(
    arity: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ zip: @escaping ([TestableObservable<Int>]) -> Observable<[Int]>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (1...arity).map { j in
      scheduler.createHotObservable([.next(200 + 10 * j, j), .next(205 + 10 * j, 10 * j), .completed(300 + 10 * j)])
    }
    let observer = scheduler.start { zip(sources) }
    let last = 10 * arity
    #expect(
      observer.events == [
        .next(200 + last, Array(1...arity)), .next(205 + last, (1...arity).map { 10 * $0 }), .completed(300 + last),
      ], sourceLocation: sourceLocation)
    #expect(
      sources.map(\.subscriptions) == (1...arity).map { [Subscription(200, 300 + 10 * $0)] },
      "each source is let go when it completes", sourceLocation: sourceLocation)

    expectFailureOfLastSource(arity: arity, sourceLocation: sourceLocation, zip)
  }

  /// `combineLatest` of `arity` hot sources. Source j sends j at 200 + 10·j, 10·j at 300 + 10·j,
  /// and completes at 400 + 10·j, so after the first result each element replaces one source's
  /// latest. Then again with the last source failing once the others have sent.
  static func combineLatest(
    arity: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ combineLatest: @escaping ([TestableObservable<Int>]) -> Observable<[Int]>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (1...arity).map { j in
      scheduler.createHotObservable([.next(200 + 10 * j, j), .next(300 + 10 * j, 10 * j), .completed(400 + 10 * j)])
    }
    let observer = scheduler.start { combineLatest(sources) }
    // After source k's second element, sources 1 to k have sent 10·j and the others still j.
    let updates: [Recorded<Event<[Int]>>] = (1...arity).map { k in
      .next(300 + 10 * k, (1...arity).map { $0 <= k ? 10 * $0 : $0 })
    }
    #expect(
      observer.events == [.next(200 + 10 * arity, Array(1...arity))] + updates + [.completed(400 + 10 * arity)],
      sourceLocation: sourceLocation)
    #expect(
      sources.map(\.subscriptions) == (1...arity).map { [Subscription(200, 400 + 10 * $0)] },
      "each source is let go when it completes", sourceLocation: sourceLocation)

    expectFailureOfLastSource(arity: arity, sourceLocation: sourceLocation, combineLatest)
  }

  /// Every source but the last sends one element, then the last fails: the error goes out at
  /// once, and every source is let go at that moment.
  private static func expectFailureOfLastSource(
    arity: Int, sourceLocation: SourceLocation, _ operator: @escaping ([TestableObservable<Int>]) -> Observable<[Int]>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let failure = 200 + 10 * arity
    let sources = (1...arity).map { j in
      scheduler.createHotObservable(j == arity ? [.error(failure, TestError())] : [.next(200 + 10 * j, j)])
    }
    let observer = scheduler.start { `operator`(sources) }
    #expect(observer.events == [.error(failure, TestError())], sourceLocation: sourceLocation)
    #expect(
      sources.map(\.subscriptions) == Array(repeating: [Subscription(200, failure)], count: arity),
      sourceLocation: sourceLocation)
  }

  /// `Single.zip` of `arity` Singles: Single j succeeds with j, so the result is 1 … arity in
  /// order; then with the last failing, the result fails.
  static func singleZip(
    arity: Int, sourceLocation: SourceLocation = #_sourceLocation, _ zip: ([Single<Int>]) -> Single<[Int]>
  ) {
    let successes = (1...arity).map { Single.just($0) }
    #expect(record(zip(successes)) == ["next(\(Array(1...arity)))", "completed"], sourceLocation: sourceLocation)
    let lastFails = Array(successes.dropLast()) + [Single.error(TestError())]
    #expect(record(zip(lastFails)) == ["error(TestError)"], sourceLocation: sourceLocation)
  }

  /// `Maybe.zip` of `arity` Maybes: Maybe j sends j, so the result is 1 … arity in order; then
  /// with the last empty, the result completes empty, and with the last failing, it fails.
  static func maybeZip(
    arity: Int, sourceLocation: SourceLocation = #_sourceLocation, _ zip: ([Maybe<Int>]) -> Maybe<[Int]>
  ) {
    let elements = (1...arity).map { Maybe.just($0) }
    #expect(record(zip(elements)) == ["next(\(Array(1...arity)))", "completed"], sourceLocation: sourceLocation)
    #expect(record(zip(Array(elements.dropLast()) + [Maybe.empty()])) == ["completed"], sourceLocation: sourceLocation)
    let lastFails = Array(elements.dropLast()) + [Maybe.error(TestError())]
    #expect(record(zip(lastFails)) == ["error(TestError)"], sourceLocation: sourceLocation)
  }

  /// What `sequence` sends to one subscriber, as RxSwift prints the events.
  private static func record<Element>(_ sequence: some ObservableConvertibleType<Element>) -> [String] {
    let recorder = EventRecorder<Element>()
    _ = sequence.asObservable().subscribe(recorder)
    return recorder.descriptions
  }
}
