import Appendix_Operators
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `amb` on real threads: the choice is made under a lock, so two sides that send at the same
/// instant cannot both win.
@Suite("amb on two threads")
struct AmbRaceTests {
  @Test(
    "two sides of amb sending at the same instant, round after round: exactly one element gets through each time")
  func simultaneousFirstEvents() {
    // As the stop-rule races of chapter 4: likely to show a check, then a set, never certain.
    let failed = raceTwoThreads(
      rounds: 2_000_000, meetings: 100_000, seconds: 10, prepare: { _ in AmbRound() },
      body: { round, thread in
        if thread == 0 { round.left?.onNext(0) } else { round.right?.onNext(1) }
      },
      check: { $0.recorder.events.count == 1 })
    #expect(
      failed == nil,
      "in round \(failed ?? 0) both sides got through: the first event must decide the race under the lock")
  }
}

/// One round of the race: `amb` of two sources whose observers the threads hold.
private final class AmbRound: @unchecked Sendable {
  let recorder = EventRecorder<Int>()
  private(set) var left: AnyObserver<Int>?
  private(set) var right: AnyObserver<Int>?

  init() {
    let leftSource = Observable<Int>.create { [unowned self] observer in
      self.left = observer
      return Disposables.create()
    }
    let rightSource = Observable<Int>.create { [unowned self] observer in
      self.right = observer
      return Disposables.create()
    }
    _ = leftSource.amb(rightSource).subscribe(recorder)
  }
}
