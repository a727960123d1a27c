import Appendix_Schedulers
import Foundation
import RxTestSupport
import Step4_Sink
import Testing

@Suite("CurrentThreadScheduler, the trampoline")
struct CurrentThreadSchedulerTests {
  let trampoline = CurrentThreadScheduler.instance

  // snippet: trampoline-order-test
  @Test("work scheduled from inside running work waits until that work has returned")
  func nestedWorkWaits() {
    var log: [String] = []
    _ = trampoline.schedule(()) { _ in
      log.append("outer starts")
      _ = trampoline.schedule(()) { _ in
        log.append("inner runs")
        return Disposables.create()
      }
      log.append("outer ends")
      return Disposables.create()
    }
    log.append("schedule returned")
    #expect(log == ["outer starts", "outer ends", "inner runs", "schedule returned"])
  }
  // snippet: end

  @Test("isScheduleRequired is false only while a trampoline runs on this thread")
  func isScheduleRequired() {
    #expect(CurrentThreadScheduler.isScheduleRequired)
    var inside: Bool?
    let onAnotherThread = Collected<Bool>()
    _ = trampoline.schedule(()) { _ in
      inside = CurrentThreadScheduler.isScheduleRequired
      #expect(finishes(within: patience) { onAnotherThread.append(CurrentThreadScheduler.isScheduleRequired) })
      return Disposables.create()
    }
    #expect(inside == false)
    #expect(onAnotherThread.all == [true])
    #expect(CurrentThreadScheduler.isScheduleRequired)
  }

  @Test("work disposed while it waits in the queue never runs")
  func disposedWorkNeverRuns() {
    var ran = false
    _ = trampoline.schedule(()) { _ in
      let waiting = trampoline.schedule(()) { _ in
        ran = true
        return Disposables.create()
      }
      waiting.dispose()
      return Disposables.create()
    }
    #expect(!ran)
  }

  @Test("a recursion of 100,000 steps runs one step at a time, at the same stack depth")
  func deepRecursionIsFlat() {
    var steps = 0
    var depths = Set<Int>()
    _ = trampoline.scheduleRecursive(0) { count, recurse in
      steps += 1
      var local = 0
      depths.insert(withUnsafeMutablePointer(to: &local) { Int(bitPattern: $0) })  // where the stack is
      if count < 99_999 {
        recurse(count + 1)
      }
    }
    #expect(steps == 100_000)
    #expect(depths.count <= 2)  // the first step runs in place, every later one from the loop
  }
}
