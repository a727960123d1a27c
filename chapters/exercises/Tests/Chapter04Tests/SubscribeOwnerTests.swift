import RxTestSupport
import Step4_Sink
import Testing

@testable import Chapter04

@Suite("Chapter 4, exercise 4: subscribe for as long as an owner lives")
struct SubscribeOwnerTests {
  /// The owner handed to the handler: it keeps the log of what it was told.
  final class Screen {
    var log: [String] = []
  }

  @Test("each element reaches onNext with the owner, and the subscription does not keep the owner alive")
  func elementsReachTheOwner() {
    let source = ManualSource<Int>()
    weak var released: Screen?
    var log: [String] = []
    do {
      let screen = Screen()
      released = screen
      _ = source.observable.subscribe(owner: screen) { screen, element in screen.log.append("next \(element)") }
      source.send(1, 2)
      log = screen.log
    }
    #expect(log == ["next 1", "next 2"])
    #expect(released == nil, "the subscription must hold the owner weakly")
  }

  @Test(
    "the first element after the owner is gone ends the subscription: the source is let go, and onNext is not called")
  func releaseEndsTheSubscription() {
    let source = ManualSource<Int>()
    var calls = 0
    var screen: Screen? = Screen()
    _ = source.observable.subscribe(owner: screen!) { _, _ in calls += 1 }
    source.send(1)
    screen = nil
    let disposalsBeforeTheNextElement = source.disposals
    source.send(2)
    #expect(calls == 1)
    #expect(disposalsBeforeTheNextElement == 0, "the owner's release alone cannot end anything: nothing runs")
    #expect(source.disposals == 1, "the element that finds the owner gone must end the subscription")
  }

  @Test("disposing what subscribe(owner:) returns ends the subscription, while the owner still lives")
  func disposeEnds() {
    let source = ManualSource<Int>()
    let screen = Screen()
    let subscription = source.observable.subscribe(owner: screen) { screen, element in
      screen.log.append("next \(element)")
    }
    source.send(1)
    subscription.dispose()
    source.send(2)
    #expect(screen.log == ["next 1"])
    #expect(source.disposals == 1)
  }
}
