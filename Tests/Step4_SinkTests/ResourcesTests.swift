import Dispatch
import Foundation
import Testing

@testable import Step4_Sink

@Suite("Resources")
struct ResourcesTests {
  @Test(
    "an object counted in a tally is uncounted there when it is freed on another thread",
    .enabled(if: Resources.isTracing))
  func freedOnAnotherThread() {
    final class Holder: @unchecked Sendable {
      var disposer: SinkDisposer?
    }
    let tally = Resources.Tally()
    let holder = Holder()
    holder.disposer = Resources.$tally.withValue(tally) { SinkDisposer() }
    #expect(tally.alive == 1)
    // The last reference is dropped on a Dispatch thread, outside the tally's scope.
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) { holder.disposer = nil }
    done.wait()
    #expect(holder.disposer == nil)
    #expect(tally.created == 1)
    #expect(tally.alive == 0)
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test(
      "total counts the objects alive in the whole process, as RxSwift's does",
      .enabled(if: Resources.isTracing))
    func totalCountsTheProcess() async {
      // In a child process of its own, where no other test changes the count meanwhile.
      await #expect(processExitsWith: .success) {
        let before = Resources.total
        var disposer: SinkDisposer? = SinkDisposer()
        let during = Resources.total
        withExtendedLifetime(disposer) {}
        disposer = nil
        exit(during == before + 1 && Resources.total == before ? 0 : 1)
      }
    }
  #endif
}
