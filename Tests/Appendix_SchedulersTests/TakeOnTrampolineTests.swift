import Appendix_Schedulers
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `Observable.from(1..., scheduler: CurrentThreadScheduler.instance).take(3)`: what it takes for
/// `take` to stop an endless source in a core whose `Producer.subscribe` has no trampoline.
@Suite("take(3) on an endless source and the trampoline")
struct TakeOnTrampolineTests {
  // snippet: take-three-test
  @Test(
    "from(1..., scheduler: CurrentThreadScheduler).take(3) completes with 1, 2, 3 when subscribed on the trampoline")
  func endlessSourceStops() {
    let recorder = EventRecorder<Int>()
    let completed = finishes(within: patience) {
      _ = Observable.from(1..., scheduler: CurrentThreadScheduler.instance)
        .take(3)
        .subscribe(on: CurrentThreadScheduler.instance)
        .subscribe(recorder)
    }
    #expect(completed, "the subscription did not return: take could not stop the source")
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
  }
  // snippet: end

  // snippet: producer-schedule-test
  @Test("scheduling the subscribe call on the trampoline, as RxSwift's Producer.subscribe does, stops it too")
  func explicitSchedule() {
    let recorder = EventRecorder<Int>()
    let completed = finishes(within: patience) {
      let chain = Observable.from(1..., scheduler: CurrentThreadScheduler.instance).take(3)
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        chain.subscribe(recorder)  // its source's first step is queued, not run, until this returns
      }
    }
    #expect(completed, "the subscription did not return: take could not stop the source")
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
  }
  // snippet: end

  // snippet: walks-to-the-end-test
  @Test("subscribed without the trampoline around it, the scheduled source walks to its end under take(3)")
  func withoutTrampolineItWalksToTheEnd() {
    var pulled = 0
    let numbers = (1...1_000).lazy.map { number in
      pulled += 1
      return number
    }
    let recorder = EventRecorder<Int>()
    _ = Observable.from(numbers, scheduler: CurrentThreadScheduler.instance).take(3).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
    #expect(pulled == 1_000)  // the results are right, but every element was made: take could not stop it
  }
  // snippet: end

  @Test("subscribe(on:) inside the take does not help: the trampoline must wrap the outermost subscription")
  func trampolineInsideTakeIsTooLate() {
    var pulled = 0
    let numbers = (1...1_000).lazy.map { number in
      pulled += 1
      return number
    }
    let recorder = EventRecorder<Int>()
    _ = Observable.from(numbers, scheduler: CurrentThreadScheduler.instance)
      .subscribe(on: CurrentThreadScheduler.instance)
      .take(3)
      .subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
    #expect(pulled == 1_000)
  }

  @Test("on the trampoline, take(3) stops a finite source after three elements")
  func finiteSourceStopsEarly() {
    var pulled = 0
    let numbers = (1...1_000).lazy.map { number in
      pulled += 1
      return number
    }
    let recorder = EventRecorder<Int>()
    _ = Observable.from(numbers, scheduler: CurrentThreadScheduler.instance)
      .take(3)
      .subscribe(on: CurrentThreadScheduler.instance)
      .subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
    #expect(pulled == 3)
  }
}
