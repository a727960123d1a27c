import Step3_Events
import Testing

@testable import Chapter03

@Suite("Chapter 3, exercise 6: map an event")
struct EventMapTests {
  @Test("map turns next(x) into next(transform(x))")
  func mapsNext() {
    let event = Event.next(21).map { $0 * 2 }

    #expect(event.description == "next(42)")
  }

  @Test("map passes error and completed through unchanged, without calling the transform")
  func passesStopEventsThrough() {
    var calls = 0
    let completed = Event<Int>.completed.map { value -> String in
      calls += 1
      return "\(value)"
    }
    let failed = Event<Int>.error(TestError()).map { value -> String in
      calls += 1
      return "\(value)"
    }

    #expect(completed.description == "completed")
    #expect(failed.error as? TestError == TestError())
    #expect(calls == 0)
  }

  @Test("a transform that throws turns next into error, with the error it threw")
  func throwingTransform() {
    let event = Event.next(1).map { _ -> Int in throw TestError() }

    #expect(event.error as? TestError == TestError())
    #expect(event.isStopEvent)
  }
}
