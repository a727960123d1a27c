import Appendix_Schedulers
import Appendix_Sharing
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// A connection holds its subscribers and its parent, and the parent holds the connection: a
/// cycle that the end of the last subscription, or of the source, must break.
@Suite("Nothing of a shared sequence is left alive")
struct LeakTests {
  /// Runs `sharing` over a hot source on a test scheduler with two subscribers, from 200 to
  /// `disposed`, and returns how many counted objects were still alive once it was all gone.
  static func aliveAfterRun(disposed: TestTime, _ sharing: @escaping (Observable<Int>) -> Observable<Int>) -> Int {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
      let shared = sharing(xs.asObservable())
      let other = scheduler.createObserver(Int.self)
      var otherSubscription: (any Disposable)?
      scheduler.scheduleAt(205) { otherSubscription = shared.subscribe(other) }
      scheduler.scheduleAt(disposed) { otherSubscription?.dispose() }
      let observer = scheduler.start(disposed: disposed) { shared }
      #expect(!observer.events.isEmpty)
    }
    #expect(tally.created > 0)
    return tally.alive
  }

  static func sharing(_ variant: Int) -> (Observable<Int>) -> Observable<Int> {
    switch variant {
    case 0: { $0.share() }
    case 1: { $0.share(replay: 1) }
    case 2: { $0.share(replay: 3) }
    case 3: { $0.share(replay: 1, scope: .forever) }
    case 4: { $0.publish().refCount() }
    default: { $0.replayAll().refCount() }
    }
  }

  @Test(
    "every kind of sharing leaves nothing alive once its source has completed", .enabled(if: Resources.isTracing),
    arguments: 0..<6)
  func completed(variant: Int) {
    #expect(Self.aliveAfterRun(disposed: 1000, Self.sharing(variant)) == 0)
  }

  @Test(
    "every kind of sharing leaves nothing alive once its subscribers have disposed",
    .enabled(if: Resources.isTracing), arguments: 0..<6)
  func disposed(variant: Int) {
    #expect(Self.aliveAfterRun(disposed: 250, Self.sharing(variant)) == 0)
  }

  @Test("the selector form of multicast leaves nothing alive", .enabled(if: Resources.isTracing))
  func selectorForm() {
    let alive = Self.aliveAfterRun(disposed: 250) { source in
      source.multicast({ ReplaySubject<Int>.create(bufferSize: 2) }, selector: { $0.map { $0 + 1 } })
    }
    #expect(alive == 0)
  }
}
