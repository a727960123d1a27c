import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `concat` of a list or a sequence of sources: each subscribed when the one before completes.
@Suite("concat")
struct ConcatTests {
  // snippet: concat-test
  @Test("concat subscribes to the second sequence only when the first has completed")
  func concatSubscribesInTurn() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let second = scheduler.createColdObservable([.next(10, 3), .completed(20)])

    let observer = scheduler.start { first.concat(second) }

    #expect(observer.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    #expect(first.subscriptions == [Subscription(200, 230)])
    #expect(second.subscriptions == [Subscription(230, 250)])
  }
  // snippet: end

  @Test("an error in concat ends it without subscribing to the sequences after")
  func concatErrorStops() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(), Int.self)])
    let second = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let observer = scheduler.start { first.concat(second) }
    #expect(observer.events == [.next(210, 1), .error(220, TestError())])
    #expect(second.subscriptions.isEmpty)
  }

  @Test("disposing concat disposes the sequence running now and never starts the rest")
  func concatDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .completed(30)])
    let second = scheduler.createColdObservable([.next(10, 3), .completed(100)])
    let third = scheduler.createColdObservable([.next(10, 5), .completed(20)])
    let observer = scheduler.start(disposed: 250) {
      Observable.concat([first.asObservable(), second.asObservable(), third.asObservable()])
    }
    #expect(observer.events == [.next(210, 1), .next(240, 3)])
    #expect(second.subscriptions == [Subscription(230, 250)])
    #expect(third.subscriptions.isEmpty)
  }

  @Test("concat of many sequences that complete at once does not grow the stack")
  func concatManyImmediate() {
    let many = Array(repeating: Observable.just(1), count: 100_000)
    let recorder = EventRecorder<Int>()
    _ = Observable.concat(many).subscribe(recorder)
    #expect(recorder.events.count == 100_001)
  }

  @Test("concat keeps its sequence and pulls nothing from it until it is subscribed to")
  func concatPullsNothingAtCreation() {
    let pulls = PullCounter(limit: 1_000)  // a stand-in for an endless sequence: 1,000 pulls at most
    _ = Observable.concat(pulls.sequence)
    #expect(pulls.count == 0)
  }

  @Test("concat pulls a source only when it subscribes to it: take(2) of sources sent on the trampoline pulls two")
  func concatPullsOnDemand() {
    let pulls = PullCounter(limit: 1_000)
    let recorder = EventRecorder<Int>()
    _ = Observable.concat(pulls.sequence).take(2).subscribe(recorder)
    #expect(recorder.events == [.next(0), .next(1), .completed])
    #expect(pulls.count == 2)
  }

  @Test("concat reads its sequence again on each subscription")
  func concatReadsOnEachSubscription() {
    let pulls = PullCounter(limit: 3)
    let concat = Observable.concat(pulls.sequence)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = concat.subscribe(first)
    _ = concat.subscribe(second)
    #expect(first.events == [.next(0), .next(1), .next(2), .completed])
    #expect(second.events == first.events)
    #expect(pulls.count == 6)
  }

  @Test("concat of a lazily recursive collection, cut by take(100), makes only the sources it reaches")
  func concatTailRecursionCollection() {
    let made = PullCounter(limit: 0)
    func generate(_ start: Int) -> Observable<Int> {
      // Bounded at 1,000 levels, so that a concat that reads too far fails instead of running forever.
      Observable.concat(
        [0, 1].lazy.map { i in i == 0 ? made.just(start) : start < 1_000 ? generate(start + 1) : .empty() })
    }
    let recorder = EventRecorder<Int>()
    _ = generate(0).take(100).subscribe(recorder)
    #expect(recorder.events == (0..<100).map { .next($0) } + [.completed])
    #expect(made.count == 100)
  }

  @Test("concat of a lazily recursive sequence, cut by take(100), makes only the sources it reaches")
  func concatTailRecursionSequence() {
    let made = PullCounter(limit: 0)
    func generate(_ start: Int) -> Observable<Int> {
      Observable.concat(
        AnySequence(
          [0, 1].lazy.map { i in i == 0 ? made.just(start) : start < 1_000 ? generate(start + 1) : .empty() }))
    }
    let recorder = EventRecorder<Int>()
    _ = generate(0).take(100).subscribe(recorder)
    #expect(recorder.events == (0..<100).map { .next($0) } + [.completed])
    #expect(made.count == 100)
  }

  @Test("ten thousand nested Observable.concat([just(i), rest]) run as one walk, without overflowing the stack")
  func concatNestedStatic() {
    var rest = Observable<Int>.empty()
    for i in (0..<10_000).reversed() {
      rest = Observable.concat([Observable.just(i), rest])
    }
    let recorder = EventRecorder<Int>()
    _ = rest.subscribe(recorder)
    #expect(recorder.events == (0..<10_000).map { .next($0) } + [.completed])
  }

  @Test("ten thousand nested just(i).concat(rest) run as one walk, without overflowing the stack")
  func concatNestedMethod() {
    var rest = Observable<Int>.empty()
    for i in (0..<10_000).reversed() {
      rest = Observable.just(i).concat(rest)
    }
    let recorder = EventRecorder<Int>()
    _ = rest.subscribe(recorder)
    #expect(recorder.events == (0..<10_000).map { .next($0) } + [.completed])
  }
}

/// Counts the sources a test's sequence gives out, or the `just`s it makes. Each `just` sends in
/// a step of the current-thread trampoline, as in RxSwift's tests of `concat`: the subscription
/// has returned, and `take` can dispose the `concat`, before the next source is pulled.
final class PullCounter: @unchecked Sendable {  // used on the test's own thread only
  private(set) var count = 0
  private let limit: Int

  /// A counter whose `sequence` ends after `limit` sources.
  init(limit: Int) {
    self.limit = limit
  }

  /// The sources `just(0)`, `just(1)`, …, counted as they are pulled.
  var sequence: AnySequence<Observable<Int>> {
    AnySequence { [self] () -> AnyIterator<Observable<Int>> in
      var next = 0
      return AnyIterator { () -> Observable<Int>? in
        guard next < self.limit else { return nil }
        defer { next += 1 }
        self.count += 1
        return Observable.just(next, scheduler: CurrentThreadScheduler.instance)
      }
    }
  }

  /// `just(element)`, counted.
  func just(_ element: Int) -> Observable<Int> {
    count += 1
    return Observable.just(element, scheduler: CurrentThreadScheduler.instance)
  }
}
