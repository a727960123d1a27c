import Step4_Sink
import Step5_Operators
import Testing

@testable import Chapter05b

@Suite("Chapter 5b, exercise 3: a source that stops at once")
struct FromLinkTests {
  @Test("from attaches its link, sends every element, then completed, and lets go of its observer")
  func sendsEverything() {
    var recorder: PrototypeRecorder<Int>? = PrototypeRecorder<Int>()
    weak var watched: PrototypeRecorder<Int>?
    watched = recorder

    PrototypeFrom([1, 2, 3]).subscribe(recorder!)
    let log = recorder?.log
    recorder = nil

    #expect(log == ["attach", "next(1)", "next(2)", "next(3)", "completed"])
    #expect(watched == nil, "the link still holds its observer after completed")
  }

  @Test("a link below that takes the chain down after two elements stops the walk at once: no third is pulled")
  func stopsAtOnce() {
    let numbers = PullCounter(limit: 10)
    let recorder = PrototypeRecorder<Int>(disposeSourceAfter: 2)

    PrototypeFrom(numbers).subscribe(recorder)

    #expect(recorder.descriptions == ["next(1)", "next(2)"])
    #expect(numbers.pulled == 2)
  }

  @Test("a link below that gives up as soon as it is attached gets nothing, and nothing is pulled")
  func disposedOnAttach() {
    let numbers = PullCounter(limit: 10)
    let recorder = PrototypeRecorder<Int>(disposeOnAttach: true)

    PrototypeFrom(numbers).subscribe(recorder)

    #expect(recorder.log == ["attach"])
    #expect(numbers.pulled == 0)
  }
}
