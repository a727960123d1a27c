import Appendix_Schedulers
import Appendix_Sharing
import Appendix_UIBindings
import RxTest
import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

/// A strategy that counts its `share` calls: each operator that makes a new shared sequence
/// shares it again, as RxCocoa's do, so that its work runs once for all subscribers.
enum CountingStrategy: SharingStrategyProtocol {
  @TaskLocal static var shares: LockedList<String>?

  static var scheduler: any SchedulerType { SharingScheduler.make() }

  static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    shares?.append("share")
    return source.share(replay: 1, scope: .whileConnected)
  }
}

typealias Counted<Element> = SharedSequence<CountingStrategy, Element>

@Suite("The shared sequences' operators")
struct OperatorTests {
  /// A shared sequence of the counting strategy, on `xs`.
  static func counted(_ xs: Observable<Int>) -> Counted<Int> {
    xs.asSharedSequence(sharingStrategy: CountingStrategy.self, onErrorJustReturn: -1)
  }

  /// The operators, each as a line of code on a counted sequence.
  static let operators: [(String, @Sendable (Counted<Int>) -> any ObservableConvertibleType)] = [
    ("map", { $0.map { $0 + 1 } }),
    ("compactMap", { $0.compactMap { $0 } }),
    ("filter", { $0.filter { $0 > 0 } }),
    ("do", { $0.do(onNext: { _ in }) }),
    ("debug", { $0.debug("x", trimOutput: true) }),
    ("distinctUntilChanged()", { $0.distinctUntilChanged() }),
    ("distinctUntilChanged(key)", { $0.distinctUntilChanged { $0 % 2 } }),
    ("distinctUntilChanged(comparer)", { $0.distinctUntilChanged { $0 == $1 } }),
    ("distinctUntilChanged(key, comparer)", { $0.distinctUntilChanged({ $0 }, comparer: { $0 == $1 }) }),
    ("scan", { $0.scan(0, accumulator: +) }),
    ("skip", { $0.skip(1) }),
    ("startWith", { $0.startWith(0) }),
    ("throttle", { $0.throttle(.seconds(1)) }),
    ("debounce", { $0.debounce(.seconds(1)) }),
    ("delay", { $0.delay(.seconds(1)) }),
    ("flatMapLatest", { $0.flatMapLatest { Counted.just($0) } }),
    ("flatMapFirst", { $0.flatMapFirst { Counted.just($0) } }),
    ("flatMap", { $0.flatMap { Counted.just($0) } }),
    ("switchLatest", { $0.map { Counted.just($0) }.switchLatest() }),
    ("merge()", { $0.map { Counted.just($0) }.merge() }),
    ("merge(maxConcurrent:)", { $0.map { Counted.just($0) }.merge(maxConcurrent: 1) }),
    ("withLatestFrom", { $0.withLatestFrom($0) }),
    ("withLatestFrom(resultSelector:)", { $0.withLatestFrom($0) { $0 + $1 } }),
    ("merge(array)", { Counted.merge([$0, $0]) }),
    ("merge(variadic)", { Counted.merge($0, $0) }),
    ("concat", { Counted.concat([$0, $0]) }),
    ("zip(collection)", { Counted.zip([$0, $0]) }),
    ("combineLatest(collection)", { Counted.combineLatest([$0, $0]) { $0.count } }),
  ]

  @Test(
    "every operator makes a shared sequence that shares again: one share call per operator",
    arguments: operators.map(\.0))
  func everyOperatorSharesAgain(name: String) throws {
    let make = try #require(Self.operators.first { $0.0 == name }?.1)
    let source = Self.counted(.just(1))  // its own share is made here, before counting
    let counted = LockedList<String>()
    var result: (any ObservableConvertibleType)?
    CountingStrategy.$shares.withValue(counted) {
      result = make(source)
    }
    // One for the operator itself; those that make inner sequences (`Counted.just` is not
    // shared) or map first count the map's as well.
    let expected = name.hasPrefix("switchLatest") || name.hasPrefix("merge()") || name.hasPrefix("merge(max") ? 2 : 1
    #expect(counted.items.count == expected, "\(name)")
    #expect(result != nil)
  }

  // snippet: driver-debounce-test
  @Test("a Driver's debounce and throttle wait on the sharing scheduler: a mocked one times them")
  func timeOperatorsUseTheSharingScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let typed = scheduler.createHotObservable([
        .next(210, "R"), .next(220, "Rx"), .next(230, "RxS"), .next(280, "RxSw"), .completed(300),
      ])
      let query = typed.asDriver(onErrorJustReturn: "")
      let debounced = scheduler.createObserver(String.self)
      let throttled = scheduler.createObserver(String.self)
      scheduler.scheduleAt(200) {
        _ = query.debounce(.seconds(20)).drive(debounced)
        _ = query.throttle(.seconds(20), latest: false).drive(throttled)
      }
      scheduler.start()
      // A tick after the operator's time: `asDriver`'s `observe(on:)` hands each element over
      // in a step of its own, as in RxSwift.
      #expect(debounced.events == [.next(251, "RxS"), .next(301, "RxSw"), .completed(301)])
      #expect(
        throttled.events == [.next(211, "R"), .next(231, "RxS"), .next(281, "RxSw"), .completed(301)])
    }
  }
  // snippet: end

  @Test("flatMapLatest on a Driver: a new query drops the answer to the old one")
  func flatMapLatest() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let queries = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
      let results = queries.asDriver(onErrorJustReturn: "")
        .flatMapLatest { query in
          Observable.just("results for \(query)").delay(.seconds(30), scheduler: scheduler)
            .asDriver(onErrorJustReturn: "failed")
        }
      let observer = scheduler.createObserver(String.self)
      scheduler.scheduleAt(200) { _ = results.drive(observer) }
      scheduler.start()
      #expect(observer.events.map(\.value.element) == ["results for b"])
    }
  }
}
