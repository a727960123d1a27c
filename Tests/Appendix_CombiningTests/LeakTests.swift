import Appendix_Combining
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// An inner observer holds its parent sink, and the sink holds the inner subscriptions: the end
/// of the subscription, by a stop event or by dispose, must break every such cycle.
/// Serialized: with tallies filled on several threads at once, the thread sanitizer reports the
/// `Mutex`-guarded bookkeeping in `Resources.incrementTotal` as a race.
@Suite("Nothing of a combined subscription is left alive", .serialized)
struct LeakTests {
  /// Runs `chain` on a test scheduler from 200 to `disposed` in a tally of its own, and returns
  /// how many counted objects (producers, sinks, disposers) were still alive afterwards.
  static func aliveAfterRun(disposed: TestTime, _ chain: @escaping (TestScheduler) -> Observable<Int>) -> Int {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let scheduler = TestScheduler(initialClock: 0)
      let observer = scheduler.start(disposed: disposed) { chain(scheduler) }
      #expect(!observer.events.isEmpty)
    }
    #expect(tally.created > 0)
    return tally.alive
  }

  /// An endless hot source of inner sequences, every inner sequence endless too.
  static func endlessNested(_ scheduler: TestScheduler) -> TestableObservable<TestableObservable<Int>> {
    let inner = scheduler.createColdObservable([.next(5, 1), .next(15, 2)])
    return scheduler.createHotObservable([.next(210, inner), .next(220, inner), .next(230, inner)])
  }

  // snippet: leak-test
  @Test(
    "every operator of the appendix leaves nothing alive once disposed mid-stream",
    .enabled(if: Resources.isTracing),
    arguments: [
      "flatMap", "merge", "concatMap", "flatMapLatest", "flatMapFirst", "merge(maxConcurrent:)",
    ])
  func disposedNested(_ name: String) {
    let alive = Self.aliveAfterRun(disposed: 240) { scheduler in
      let xs = Self.endlessNested(scheduler)
      return switch name {
      case "flatMap": xs.flatMap { $0 }
      case "merge": xs.merge()
      case "concatMap": xs.concatMap { $0 }
      case "flatMapLatest": xs.flatMapLatest { $0 }
      case "flatMapFirst": xs.flatMapFirst { $0 }
      default: xs.merge(maxConcurrent: 2)
      }
    }
    #expect(alive == 0)
  }
  // snippet: end

  @Test(
    "combineLatest, zip, withLatestFrom, catch, retry, do and deferred leave nothing alive once disposed",
    .enabled(if: Resources.isTracing),
    arguments: ["combineLatest", "zip", "withLatestFrom", "catch", "retry", "do", "deferred", "concat"])
  func disposedPairs(_ name: String) {
    let alive = Self.aliveAfterRun(disposed: 240) { scheduler in
      let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(225, TestError())])
      let ys = scheduler.createColdObservable([.next(5, 10), .next(15, 20)])
      return switch name {
      case "combineLatest": Observable.combineLatest(ys, ys) { $0 + $1 }
      case "zip": Observable.zip(ys, ys) { $0 + $1 }
      case "withLatestFrom": ys.withLatestFrom(ys)
      case "catch": xs.catch { _ in ys.asObservable() }
      case "retry": xs.retry()
      case "do": ys.do(onNext: { _ in })
      case "deferred": Observable.deferred { ys.asObservable() }
      default: Observable.concat(ys.asObservable(), ys.asObservable())
      }
    }
    #expect(alive == 0)
  }

  @Test(
    "retry(when:) leaves nothing alive, disposed while an error waits for the notifier or ended by it",
    .enabled(if: Resources.isTracing),
    arguments: [240, 1000])
  func retryWhen(disposed: TestTime) {
    let alive = Self.aliveAfterRun(disposed: disposed) { scheduler in
      let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(), Int.self)])
      return xs.retry { (errors: Observable<TestError>) in
        var attempt = 0
        return errors.flatMap { error -> Observable<Int64> in
          attempt += 1
          return attempt < 3 ? .timer(.seconds(50), scheduler: scheduler) : .error(error)
        }
      }
    }
    #expect(alive == 0)
  }

  @Test(
    "a flatMap whose source and inner sequences have all completed leaves nothing alive",
    .enabled(if: Resources.isTracing))
  func completedNested() {
    let alive = Self.aliveAfterRun(disposed: 1000) { scheduler in
      Observable.of(1, 2, 3).flatMap { value in
        Observable.just(value).delay(.seconds(10), scheduler: scheduler)
      }
    }
    #expect(alive == 0)
  }
}
