import Appendix_Sharing
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// RxSwift's scenario for `share`: a hot source; subscribers at 200 and 300 who leave at 350 and
/// 400, and one more from 500 to 600, after everyone had left.
struct ShareScenario {
  let first: TestableObserver<Int>
  let second: TestableObserver<Int>
  let third: TestableObserver<Int>
  let source: TestableObservable<Int>

  init(replay: Int, scope: SubjectLifetimeScope, stop: Recorded<Event<Int>>? = nil) {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [Recorded<Event<Int>>] = [
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    ]
    if let stop { events += [stop, .next(340, -1)] }
    events.append(.next(550, 7))
    let xs = scheduler.createHotObservable(events)
    var ys: Observable<Int>!
    var subscriptions: [Int: any Disposable] = [:]
    let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
    scheduler.scheduleAt(100) { ys = xs.share(replay: replay, scope: scope) }
    for (index, (from, to)) in [(200, 350), (300, 400), (500, 600)].enumerated() {
      scheduler.scheduleAt(from) { subscriptions[index] = ys.subscribe(observers[index]) }
      scheduler.scheduleAt(to) { subscriptions[index]?.dispose() }
    }
    scheduler.start()
    (first, second, third, source) = (observers[0], observers[1], observers[2], xs)
  }
}

@Suite("share(replay:scope:)")
struct ShareReplayScopeTests {
  static let elements: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
  ]

  @Test("share() subscribes to the source once for all subscribers, and again after they have all left")
  func defaultArguments() {
    let run = ShareScenario(replay: 0, scope: .whileConnected)
    #expect(run.first.events == Self.elements)
    #expect(run.second.events == [.next(320, 6)])
    #expect(run.third.events == [.next(550, 7)])
    #expect(run.source.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
  }

  @Test("whileConnected replays the connection's last elements to a subscriber who joins it", arguments: 0..<5)
  func whileConnectedReplay(replay: Int) {
    let run = ShareScenario(replay: replay, scope: .whileConnected)
    let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
    #expect(run.first.events == Self.elements)
    #expect(run.second.events == replayed + [.next(320, 6)])
    // The buffer went with the connection: the third subscriber, on a new one, hears only live elements.
    #expect(run.third.events == [.next(550, 7)])
    #expect(run.source.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
  }

  @Test(
    "forever replays stale elements from the last connection to a subscriber who starts a new one", arguments: 0..<5)
  func foreverReplay(replay: Int) {
    let run = ShareScenario(replay: replay, scope: .forever)
    let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
    // The subject kept 2...6 (or as many as fit): a new subscriber at 500 hears them first.
    let stale = (0..<replay).map { Recorded.next(500, 7 - replay + $0) }
    #expect(run.second.events == replayed + [.next(320, 6)])
    #expect(run.third.events == stale + [.next(550, 7)])
    #expect(run.source.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
  }

  @Test("whileConnected: after the source completed, a new subscriber subscribes to the source again", arguments: 0..<5)
  func whileConnectedAfterCompletion(replay: Int) {
    let run = ShareScenario(replay: replay, scope: .whileConnected, stop: .completed(330))
    #expect(run.first.events == Self.elements + [.completed(330)])
    #expect(run.third.events == [.next(550, 7)])
    #expect(run.source.subscriptions == [Subscription(200, 330), Subscription(500, 600)])
  }

  @Test(
    "forever: after the source completed, a new subscriber gets the replay and completed, and the source is not subscribed again",
    arguments: 0..<5)
  func foreverAfterCompletion(replay: Int) {
    let run = ShareScenario(replay: replay, scope: .forever, stop: .completed(330))
    let replayed = (0..<replay).map { Recorded.next(500, 7 - replay + $0) }
    #expect(run.first.events == Self.elements + [.completed(330)])
    #expect(run.third.events == replayed + [.completed(500)])
    #expect(run.source.subscriptions == [Subscription(200, 330)])
  }

  @Test("forever: after an error, a new subscriber gets the replay and the error", arguments: 0..<5)
  func foreverAfterError(replay: Int) {
    let run = ShareScenario(replay: replay, scope: .forever, stop: .error(330, TestError()))
    let replayed = (0..<replay).map { Recorded.next(500, 7 - replay + $0) }
    #expect(run.third.events == replayed + [.error(500, TestError())])
    #expect(run.source.subscriptions == [Subscription(200, 330)])
  }

  @Test("share() of a finite cold sequence runs it again for each subscriber who comes after it ended")
  func finiteColdRunsAgain() {
    var runs = 0
    let source = Observable<Int>.create { observer in
      runs += 1
      observer.onNext(runs)
      observer.onCompleted()
      return Disposables.create()
    }
    let shared = source.share(replay: 1)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    #expect(first.events == [.next(1), .completed])
    #expect(second.events == [.next(2), .completed])
    #expect(runs == 2)
  }

  @Test("without share, each subscriber runs the source's side effect once more")
  func sideEffectRunsPerSubscriber() {
    var effects = 0
    let source = Observable.of(1, 2).map { element -> Int in
      effects += 1
      return element
    }
    _ = source.subscribe { _ in }
    _ = source.subscribe { _ in }
    #expect(effects == 4)
  }

  @Test("with share, subscribers who join before the source sends run its side effect once")
  func sideEffectRunsOnceShared() {
    let scheduler = TestScheduler(initialClock: 0)
    var effects = 0
    let shared = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
      .map { element -> Int in
        effects += 1
        return element
      }
      .share()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
    scheduler.scheduleAt(205) { _ = shared.subscribe(second) }
    scheduler.start()
    #expect(effects == 2)
    #expect(second.events == [.next(210, 1), .next(220, 2), .completed(230)])
  }

  @Test("share(replay: 1) gives a subscriber who joins a running connection the latest element at once")
  func replayOneJoinsRunning() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let shared = xs.share(replay: 1)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
    scheduler.scheduleAt(230) { _ = shared.subscribe(second) }
    scheduler.start()
    #expect(second.events == [.next(230, 2), .next(240, 3)])
    #expect(xs.subscriptions == [Subscription(200)])
  }
}
