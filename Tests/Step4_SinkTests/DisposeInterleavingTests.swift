import Dispatch
import Foundation
import RxTestSupport
import Testing

@testable import Step4_Sink

/// Disposables with one thread held at the critical moment (an action still running, a child's
/// disposal still going), what a pair of disposables keeps once disposed, and the stop rule a
/// closure subscriber keeps over a source that polices nothing.
@Suite("Disposables, with one thread held in a cleanup", .watchdog())
struct DisposeInterleavingTests {
  @Test("a dispose from another thread while the action is still running does not run it again")
  func disposeWhileActionRuns() {
    // The action holds its thread until another thread's dispose has returned: the flag must be
    // set before the action runs, not after.
    let runs = LockedList<Int>()
    let inAction = DispatchSemaphore(value: 0)
    let otherDone = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var disposable: (any Cancelable)?
    disposable = Disposables.create(with: {
      runs.append(1)
      if runs.items.count == 1 {
        inAction.signal()
        _ = otherDone.wait(timeout: .now() + 10)  // a safety net only: the other thread returns at once
      }
    })
    Thread {
      inAction.wait()
      disposable?.dispose()
      otherDone.signal()
    }.start()
    disposable?.dispose()
    let count = runs.items.count
    #expect(count == 1, "the action ran \(count) times: set the flag before the action runs")
  }

  @Test("children inserted from other threads while the composite disposes are each disposed, once")
  func insertsRaceTheDisposal() {
    // The first child holds the disposal open until four inserts from other threads have
    // returned: the race happens every round, not by luck. On a thread of its own, so that inserts
    // that wait for a lock the disposal holds fail this rule instead of hanging the stage.
    for _ in 0..<20 {
      let late = (0..<4).map { _ in CountingDisposable() }
      let finished = finishes {
        let composite = CompositeDisposable()
        _ = composite.insert(Disposables.create(with: { onThreads(late.count) { _ = composite.insert(late[$0]) } }))
        composite.dispose()
      }
      #expect(
        finished,
        "dispose did not return within 5 s: an insert from another thread, made while the composite was disposing, waited for its lock"
      )
      if !finished { return }
      let lost = late.filter { $0.count == 0 }.count
      let twice = late.filter { $0.count > 1 }.count
      #expect(
        lost == 0,
        "\(lost) of the children inserted while the composite was disposing were never disposed: a disposed composite disposes a newcomer at once, so mark it disposed when you take its children"
      )
      #expect(
        twice == 0, "\(twice) of the children inserted while the composite was disposing were disposed more than once")
      if lost > 0 || twice > 0 { return }
    }
  }

  @Test("Disposables.create(first, second) lets go of both once it has disposed them")
  func binaryLetsGo() {
    weak var weakFirst: CountingDisposable?
    weak var weakSecond: CountingDisposable?
    let both: any Cancelable
    do {
      let first = CountingDisposable()
      let second = CountingDisposable()
      (weakFirst, weakSecond) = (first, second)
      both = Disposables.create(first, second)
    }
    #expect(weakFirst != nil && weakSecond != nil, "the two were let go of before they were disposed")
    both.dispose()
    #expect(weakFirst == nil && weakSecond == nil, "the two stay alive as long as the disposable that disposed them")
    withExtendedLifetime(both) {}
  }

  @Test("a closure subscriber hears nothing after the first stop event, even from a source that sends more")
  func closureKeepsTheStopRule() {
    // A raw source polices nothing: only the observer subscribe wraps around the closure can.
    let source = ManualSource<Int>()
    var seen: [String] = []
    _ = source.rawObservable.subscribe { seen.append($0.description) }
    source.send(.completed)
    source.send(1)
    source.send(.error(TestError()))
    #expect(
      seen == ["completed"], "the closure heard events after completed: wrap it in an observer that keeps the stop rule"
    )
  }

  @Test("isDisposed read from another thread while this one disposes: every read answers, with no data race")
  func readWhileDisposing() {
    // Two plain threads released together share nothing but the disposable: a flag read or
    // written without an atomic is a race the sanitizer reports, however the two happen to run.
    for _ in 0..<50 {
      // Shared across threads on purpose: that is what the atomic flag inside is for.
      nonisolated(unsafe) let disposable = Disposables.create(with: {})
      onThreads(2) { index in
        if index == 0 { disposable.dispose() } else { _ = disposable.isDisposed }
      }
      #expect(disposable.isDisposed)
    }
  }

  @Test("a composite's count and isDisposed read from other threads while this one inserts and disposes: no data race")
  func compositeReadWhileWriting() {
    // Plain threads that share nothing but the composite: a read that goes around its lock races
    // the writer, and the sanitizer reports it. (Not every such read: one that copies the whole
    // optional bag, as `children == nil` does, goes through Swift's runtime, which the sanitizer
    // does not see.)
    for _ in 0..<50 {
      let composite = CompositeDisposable()
      onThreads(3) { index in
        switch index {
        case 0:
          for _ in 0..<20 { _ = composite.insert(CountingDisposable()) }
          composite.dispose()
        case 1: for _ in 0..<40 { _ = composite.count }
        default: for _ in 0..<40 { _ = composite.isDisposed }
        }
      }
      #expect(composite.isDisposed && composite.count == 0)
    }
  }
}
