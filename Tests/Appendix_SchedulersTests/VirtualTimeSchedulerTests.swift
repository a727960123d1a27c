import Appendix_Schedulers
import Foundation
import RxTest
import Step4_Sink
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

  @Test("advanceTo from inside a scheduled action traps: the scheduler is already running")
  func advanceToWhileRunningTraps() async {
    await #expect(processExitsWith: .failure) {
      let scheduler = TestScheduler(initialClock: 0)
      scheduler.scheduleAt(10) { scheduler.advanceTo(20) }
      scheduler.start()
    }
  }

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
}
