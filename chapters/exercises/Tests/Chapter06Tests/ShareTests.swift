import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

@testable import Chapter06

@Suite("Chapter 6, exercise 6: share, a hot observable from a cold one")
struct ShareTests {
  @Test("subscribers share one subscription to the source, and each hears what is sent after it joined")
  func oneSubscription() {
    let source = ManualSource<Int>()
    let shared = source.observable.share()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()

    _ = shared.subscribe(first)
    source.send(1)
    _ = shared.subscribe(second)
    source.send(2)

    #expect(source.subscriptions == 1)
    #expect(first.descriptions == ["next(1)", "next(2)"])
    #expect(second.descriptions == ["next(2)"])
  }

  @Test(
    "the source's subscription is disposed when the last subscriber leaves, not before; the next subscriber connects anew"
  )
  func lastOneOut() {
    let source = ManualSource<Int>()
    let shared = source.observable.share()
    let first = shared.subscribe(EventRecorder<Int>())
    let second = shared.subscribe(EventRecorder<Int>())

    first.dispose()
    let disposalsWithOneLeft = source.disposals
    second.dispose()
    second.dispose()
    let disposalsWithNoneLeft = source.disposals
    let next = EventRecorder<Int>()
    _ = shared.subscribe(next)
    source.send(5)

    #expect(disposalsWithOneLeft == 0)
    #expect(disposalsWithNoneLeft == 1)
    #expect(source.subscriptions == 2)
    #expect(next.descriptions == ["next(5)"])
  }

  @Test(
    "a stop event ends the connection: the next subscriber connects again, and those who heard the stop event no longer count"
  )
  func stopEventEndsTheConnection() {
    let source = ManualSource<Int>()
    let shared = source.observable.share()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let firstSubscription = shared.subscribe(first)
    let secondSubscription = shared.subscribe(second)

    source.send(.completed)
    let next = EventRecorder<Int>()
    let nextSubscription = shared.subscribe(next)
    source.send(9)
    firstSubscription.dispose()  // they belong to the first connection, which has ended
    secondSubscription.dispose()
    source.send(10)
    let disposalsWhileNextListens = source.disposals
    nextSubscription.dispose()

    #expect(first.descriptions == ["completed"])
    #expect(second.descriptions == ["completed"])
    #expect(source.subscriptions == 2)
    #expect(next.descriptions == ["next(9)", "next(10)"])
    #expect(disposalsWhileNextListens == 1, "only the first connection's subscription, which completed")
    #expect(source.disposals == 2, "the second connection's subscription is disposed when its last subscriber leaves")
  }
}
