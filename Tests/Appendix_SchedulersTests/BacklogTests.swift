#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Appendix_Schedulers
import RxTest
import Step4_Sink
import Step5_Operators
import Testing

/// A backlog of queued work drains in time proportional to its length. Taking items from the
/// front of an array moves all the others each time, which makes a drain quadratic: four times the
/// items, sixteen times the time. A ring buffer or a heap keeps it near four.
///
/// The tests time two sizes and compare, with a generous margin: the processor time of the test's
/// own thread, which other work on the machine does not inflate; the best of five runs each, the
/// two sizes taken in turn; and a ratio under 8, where linear growth gives about 4 and quadratic
/// growth about 16.
@Suite("Draining a backlog takes time linear in its length", .serialized)
struct BacklogTests {
  static let small = 20_000
  static let large = 80_000

  /// The processor time this thread spends in `body`, in seconds. A virtual time scheduler runs
  /// everything on the calling thread, so this is all the work of the drain.
  static func threadTime(_ body: () -> Void) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
  }

  /// How much longer the large backlog takes than the small one, each timed at its best.
  static func growth(_ drain: (Int) -> Void) -> Double {
    var small = Double.infinity
    var large = Double.infinity
    for _ in 0..<5 {
      small = min(small, threadTime { drain(Self.small) })
      large = min(large, threadTime { drain(Self.large) })
    }
    return large / small
  }

  /// A source that sends `count` elements and completes as soon as it is subscribed to.
  static func burst(_ count: Int) -> Observable<Int> {
    Observable.create { observer in
      for element in 0..<count { observer.on(.next(element)) }
      observer.on(.completed)
      return Disposables.create()
    }
  }

  @Test("a virtual time scheduler runs a backlog of work due at one tick in linear time")
  func virtualTimeScheduler() {
    let ratio = Self.growth { count in
      let scheduler = TestScheduler(initialClock: 0)
      var ran = 0
      for _ in 0..<count {
        scheduler.scheduleAt(10) { ran += 1 }
      }
      scheduler.start()
      #expect(ran == count)
    }
    #expect(ratio < 8)
  }

  @Test("observe(on:) drains a backlog of events in linear time")
  func observeOn() {
    let ratio = Self.growth { count in
      let scheduler = TestScheduler(initialClock: 0)
      let observer = scheduler.start(disposed: 1_000_000) { Self.burst(count).observe(on: scheduler) }
      #expect(observer.events.count == count + 1)
    }
    #expect(ratio < 8)
  }

  @Test("delay drains a backlog of events in linear time")
  func delay() {
    let ratio = Self.growth { count in
      let scheduler = TestScheduler(initialClock: 0)
      let observer = scheduler.start(disposed: 1_000_000) { Self.burst(count).delay(.seconds(5), scheduler: scheduler) }
      #expect(observer.events.count == count + 1)
    }
    #expect(ratio < 8)
  }
}
