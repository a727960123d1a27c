import Appendix_Schedulers
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `Observable.from(1..., scheduler: CurrentThreadScheduler.instance).take(3)`: `take` stops an
/// endless source because `Producer.subscribe` runs the outermost subscription on the trampoline.
@Suite("take(3) on an endless source and the trampoline")
struct TakeOnTrampolineTests {
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

  // snippet: walks-to-the-end-test
  @Test(
    "at a thread's top, a scheduled source stops under take(3), inside subscribe's trampoline"
  )
  func producerTrampolineStopsTheSource() {
    let numbers = CountedNumbers(upTo: 1_000)
    let recorder = EventRecorder<Int>()
    _ = Observable.from(numbers, scheduler: CurrentThreadScheduler.instance).take(3).subscribe(
      recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
    // the source's first step waited until every SinkDisposer had its sink
    #expect(numbers.pulled == 3)
  }
  // snippet: end

  @Test("a source that sends inside run, with no scheduler, still walks to its end under take(3)")
  func synchronousSourceWalksToTheEnd() {
    let numbers = CountedNumbers(upTo: 1_000)
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.create { observer in
      for number in numbers {
        observer.onNext(number)
      }
      observer.onCompleted()
      return Disposables.create()
    }.take(3).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
    #expect(numbers.pulled == 1_000)  // take disposed, but no one can stop a loop from outside
  }

  @Test("on the trampoline, take(3) stops a finite source after three elements")
  func finiteSourceStopsEarly() {
    let numbers = CountedNumbers(upTo: 1_000)
    let recorder = EventRecorder<Int>()
    _ = Observable.from(numbers, scheduler: CurrentThreadScheduler.instance)
      .take(3)
      .subscribe(on: CurrentThreadScheduler.instance)
      .subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
    #expect(numbers.pulled == 3)
  }
}

/// The numbers 1 to `upTo`, counting how many have been pulled from it, so that a test can tell
/// whether `take` stopped its source or the source walked to its end.
final class CountedNumbers: Sequence {
  private(set) var pulled = 0
  private let last: Int

  init(upTo last: Int) {
    self.last = last
  }

  func makeIterator() -> AnyIterator<Int> {
    var next = 1
    return AnyIterator { [self] in
      guard next <= last else { return nil }
      defer { next += 1 }
      pulled += 1
      return next
    }
  }
}
