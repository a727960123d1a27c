import Step2_PullPush
import Testing

@testable import Chapter02

@Suite("Chapter 2, exercise 6: test the trap after all")
struct AbstractMethodTests {
  // An exit test runs its closure in a child process and checks how that process ended, so a
  // trap ends the child, not this test run. The closure cannot capture anything from the test:
  // it makes what it needs itself.

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("calling subscribe on a bare AbstractSource stops the program with the message Abstract method")
    func subscribeTraps() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        AbstractSource<Bool>().subscribe(Push.AnonymousObserver<Bool> { _ in })
      }
      if let result {
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("Abstract method"))
      }
    }
  #endif

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("calling unsubscribe on a bare AbstractSource stops the program with the message Abstract method")
    func unsubscribeTraps() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        AbstractSource<Bool>().unsubscribe(Push.AnonymousObserver<Bool> { _ in })
      }
      if let result {
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("Abstract method"))
      }
    }
  #endif

  @Test("LampSource overrides both methods: it works through an AbstractSource<Bool> reference")
  func overridesWorkThroughBaseClass() {
    let lamp = LampSource()
    let source: AbstractSource<Bool> = lamp  // the caller sees only the abstract type
    let recorder = ValueRecorder<Bool>()

    source.subscribe(recorder)
    lamp.isOn = true
    source.unsubscribe(recorder)
    lamp.isOn = false

    #expect(recorder.values == [true], "after unsubscribe, the recorder should receive nothing more")
  }
}
