import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

@testable import Chapter06

@Suite("Chapter 6, exercise 5: relays")
struct RelaysTests {
  @Test("a PublishRelay passes each accepted element to its current subscribers, in order, and never a stop event")
  func publishRelay() {
    var relay: PublishRelay<Int>? = PublishRelay<Int>()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let firstSubscription = relay!.subscribe(first)
    relay?.accept(1)
    _ = relay!.subscribe(second)
    relay?.accept(2)
    firstSubscription.dispose()
    relay?.accept(3)

    relay = nil  // a relay ends only when it is released, and says nothing when it goes

    #expect(first.descriptions == ["next(1)", "next(2)"])
    #expect(second.descriptions == ["next(2)", "next(3)"])
  }

  @Test("a BehaviorRelay gives a new subscriber the current value at once, then every accepted element")
  func behaviorRelayReplays() {
    let relay = BehaviorRelay(value: "idle")
    let early = EventRecorder<String>()
    _ = relay.subscribe(early)
    relay.accept("busy")
    let late = EventRecorder<String>()

    _ = relay.subscribe(late)
    relay.accept("done")

    #expect(early.descriptions == ["next(idle)", "next(busy)", "next(done)"])
    #expect(late.descriptions == ["next(busy)", "next(done)"])
  }

  @Test("a BehaviorRelay's value is the latest accepted element, read without try")
  func behaviorRelayValue() {
    let relay = BehaviorRelay(value: 0)
    var values = [relay.value]

    relay.accept(1)
    values.append(relay.value)
    relay.accept(2)
    values.append(relay.value)

    #expect(values == [0, 1, 2])
  }

  @Test("asObservable() gives the relay's events to the operators of chapter 5")
  func asObservable() {
    let relay = PublishRelay<Int>()
    let recorder = EventRecorder<Int>()
    _ = relay.asObservable().map { $0 * 10 }.subscribe(recorder)

    relay.accept(1)
    relay.accept(2)

    #expect(recorder.descriptions == ["next(10)", "next(20)"])
  }
}
