import Step2_PullPush
import Testing

@testable import Chapter02

@Suite("Chapter 2, exercise 1: subscriptions as handles")
struct SubscriptionHandlesTests {
  @Test("disposing a subscription stops delivery to that observer, and the others still receive values")
  func disposeStopsThatSubscription() {
    let source = HandleObservable()
    let leaving = ValueRecorder<Bool>()
    let staying = ValueRecorder<Bool>()
    let subscription = source.subscribe(leaving)
    _ = source.subscribe(staying)

    source.isFine = false
    subscription.dispose()
    source.isFine = true

    #expect(leaving.values == [false])
    #expect(staying.values == [false, true])
  }

  @Test("the same observer subscribed twice receives each value twice, and each handle ends one subscription")
  func twoSubscriptionsOfOneObserver() {
    let source = HandleObservable()
    let recorder = ValueRecorder<Bool>()
    let first = source.subscribe(recorder)
    let second = source.subscribe(recorder)

    source.isFine = false
    #expect(recorder.values == [false, false], "two subscriptions, two deliveries")

    first.dispose()
    source.isFine = true
    #expect(recorder.values == [false, false, true], "one subscription left")

    second.dispose()
    source.isFine = false
    #expect(recorder.values == [false, false, true], "none left")
  }

  @Test("disposing a handle twice ends its subscription once: the observer's other subscription stays")
  func disposeTwiceIsHarmless() {
    let source = HandleObservable()
    let recorder = ValueRecorder<Bool>()
    let first = source.subscribe(recorder)
    _ = source.subscribe(recorder)

    first.dispose()
    first.dispose()
    source.isFine = false

    #expect(recorder.values == [false])
  }
}
