import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

@testable import Chapter06

@Suite("Chapter 6, exercise 5: Variable")
struct VariableTests {
  @Test("setting value sends it to every subscriber, and reading it gives the latest")
  func setSends() {
    let variable = Variable(0)
    let recorder = EventRecorder<Int>()
    _ = variable.asObservable().subscribe(recorder)

    variable.value = 1
    variable.value = 2

    #expect(recorder.descriptions == ["next(0)", "next(1)", "next(2)"])
    #expect(variable.value == 2)
  }

  @Test("a new subscriber hears the current value at once, then every later one")
  func lateSubscriber() {
    let variable = Variable("idle")
    variable.value = "busy"
    let late = EventRecorder<String>()

    _ = variable.asObservable().subscribe(late)
    variable.value = "done"

    #expect(late.descriptions == ["next(busy)", "next(done)"])
  }

  @Test("releasing the variable completes its subscribers, where a relay would say nothing")
  func completesWhenReleased() {
    var variable: Variable<Int>? = Variable(0)
    let recorder = EventRecorder<Int>()
    _ = variable!.asObservable().map { $0 * 10 }.subscribe(recorder)
    variable?.value = 1

    variable = nil

    #expect(recorder.descriptions == ["next(0)", "next(10)", "completed"])
  }
}
