import RxTestSupport
import Step4_Sink
import Testing

@testable import Chapter04

@Suite("Chapter 4, exercise 2: write a Producer of your own")
struct RepeatElementTests {
  @Test("repeatElement sends the element count times, then completed")
  func repeats() {
    let recorder = EventRecorder<String>()

    _ = Observable.repeatElement("a", count: 3).subscribe(recorder)

    #expect(recorder.descriptions == ["next(a)", "next(a)", "next(a)", "completed"])
  }

  @Test("with a count of 0 it only completes")
  func zero() {
    let recorder = EventRecorder<Int>()

    _ = Observable.repeatElement(7, count: 0).subscribe(recorder)

    #expect(recorder.descriptions == ["completed"])
  }

  @Test("every subscription gets its own sink and all the elements: the sequence is cold")
  func cold() {
    let sequence = Observable.repeatElement(1, count: 2)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()

    _ = sequence.subscribe(first)
    _ = sequence.subscribe(second)

    #expect(first.descriptions == ["next(1)", "next(1)", "completed"])
    #expect(second.descriptions == ["next(1)", "next(1)", "completed"])
  }

  @Test(
    "one subscription makes a sink and a SinkDisposer, and once it has completed only the disposer is alive",
    .enabled(if: Resources.isTracing))
  func nothingLeftButTheDisposer() {
    let sequence = Observable.repeatElement(1, count: 2)
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let subscription = sequence.subscribe(EventRecorder<Int>())
      #expect(tally.created == 2, "a SinkDisposer and a RepeatElementSink")
      #expect(tally.alive == 1, "the SinkDisposer you hold; the sink must be gone")
      withExtendedLifetime(subscription) {}
    }
    #expect(tally.alive == 0)
  }
}
