import Appendix_Schedulers
import Foundation
import RxTest
import Step4_Sink
import Step5_Operators
import Testing

/// The virtual time scheduler's own rules, where RxSwift's differ from what one might guess:
/// a nested `start()` is ignored, `advanceTo` may set the clock back, and the scheduler belongs
/// to the thread that made it.
@Suite("The virtual time scheduler's clock and its thread")
struct VirtualTimeSchedulerTests {
  @Test("start() called from inside a scheduled action returns at once, and the run carries on")
  func nestedStartReturns() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(10) {
      scheduler.start()
      log.append("nested start returned at \(scheduler.clock)")
    }
    scheduler.scheduleAt(20) { log.append("20 ran") }
    scheduler.start()
    #expect(log == ["nested start returned at 10", "20 ran"])
  }

  @Test("advanceTo an earlier time sets the clock back, and runs nothing")
  func advanceToEarlierSetsClockBack() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [Int] = []
    scheduler.scheduleAt(80) { ran.append(80) }
    scheduler.advanceTo(100)
    scheduler.scheduleAt(120) { ran.append(120) }
    scheduler.advanceTo(50)
    #expect(scheduler.clock == 50)
    #expect(ran == [80])
  }

  @Test("sleep moves the clock forward without running what falls due")
  func sleepMovesClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    scheduler.scheduleAt(10) { ran = true }
    scheduler.sleep(30)
    #expect(scheduler.clock == 30)
    #expect(!ran)
    scheduler.start()
    #expect(ran)
    #expect(scheduler.clock == 30)  // the clock never runs backwards on its own
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("advanceTo from inside a scheduled action traps: the scheduler is already running")
    func advanceToWhileRunningTraps() async {
      await #expect(processExitsWith: .failure) {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.scheduleAt(10) { scheduler.advanceTo(20) }
        scheduler.start()
      }
    }
  #endif

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("a virtual time scheduler used from another thread than its own traps")
    func wrongThreadTraps() async {
      await #expect(processExitsWith: .failure) {
        nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
        let done = DispatchSemaphore(value: 0)
        let other = Thread {
          scheduler.scheduleAt(10) {}
          done.signal()
        }
        other.start()
        done.wait()
      }
    }
  #endif

  @Test("a HistoricalScheduler is a virtual time scheduler whose clock is a Date")
  func historicalScheduler() {
    let start = Date(timeIntervalSince1970: 1_000)
    let scheduler = HistoricalScheduler(initialClock: start)
    var ranAt: [Date] = []
    _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
      ranAt.append(scheduler.now)
      return Disposables.create()
    }
    _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
      ranAt.append(scheduler.clock)
      return Disposables.create()
    }
    scheduler.start()
    #expect(ranAt == [start.addingTimeInterval(10), start.addingTimeInterval(30)])
    #expect(scheduler.clock == start.addingTimeInterval(30))
  }

  @Test("a TestScheduler's clock counts ticks through its converter: resolution seconds per tick from 1970")
  func testSchedulerConverter() {
    let scheduler = TestScheduler(initialClock: 250, resolution: 0.1)
    #expect(scheduler.now == Date(timeIntervalSince1970: 25))
    let observer = scheduler.start(created: 250, subscribed: 260, disposed: 1_000) {
      Observable<Int>.timer(.seconds(2), scheduler: scheduler)
    }
    #expect(observer.events == [.next(280, 0), .completed(280)])
  }
}
