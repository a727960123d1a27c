import Appendix_Combining
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// What the trampoline in `Producer.subscribe` decides: `of` sends one element per turn, so two
/// `of`s subscribed by one operator take turns. RxSwift gives these same results.
@Suite("Results the trampoline decides")
struct TrampolineOrderTests {
  @Test("merge(of(1, 2), of(3, 4)) gives 1 3 2 4: the two sources take turns")
  func mergeTakesTurns() {
    let recorder = EventRecorder<Int>()
    _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4)).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(3)", "next(2)", "next(4)", "completed"])
  }

  @Test("combineLatest(of(1, 2), of(10, 20)) gives 11 12 22")
  func combineLatestTakesTurns() {
    let recorder = EventRecorder<Int>()
    _ = Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(11)", "next(12)", "next(22)", "completed"])
  }

  @Test("of(1, 2).withLatestFrom(of(10, 20)) gives 11 22")
  func withLatestFromTakesTurns() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).withLatestFrom(Observable.of(10, 20)) { $0 + $1 }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(11)", "next(22)", "completed"])
  }

  @Test("concat(of(1, 2), of(3, 4)) is not changed by the trampoline: 1 2 3 4")
  func concatStaysInOrder() {
    let recorder = EventRecorder<Int>()
    _ = Observable.concat(Observable.of(1, 2), Observable.of(3, 4)).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "next(4)", "completed"])
  }
}
