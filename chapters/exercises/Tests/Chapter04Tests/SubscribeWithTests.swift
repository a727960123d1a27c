import RxTestSupport
import Step4_Sink
import Testing

@testable import Chapter04

@Suite("Chapter 4, exercise 4: subscribe with an object, held weakly")
struct SubscribeWithTests {
  /// The object handed to the handlers: it keeps the log of what it was told.
  final class Screen {
    var log: [String] = []
  }

  @Test("each handler receives the object with its event, and onDisposed runs once after completed")
  func handlersReceiveTheObject() {
    let source = ManualSource<Int>()
    let screen = Screen()
    _ = source.observable.subscribe(
      with: screen,
      onNext: { screen, element in screen.log.append("next \(element)") },
      onError: { screen, _ in screen.log.append("error") },
      onCompleted: { screen in screen.log.append("completed") },
      onDisposed: { screen in screen.log.append("disposed") })

    source.send(1, 2)
    source.send(.completed)

    #expect(screen.log == ["next 1", "next 2", "completed", "disposed"])
  }

  @Test("onError receives the object and the error, then onDisposed runs")
  func errorReceivesTheObject() {
    let source = ManualSource<Int>()
    let screen = Screen()
    _ = source.observable.subscribe(
      with: screen,
      onError: { screen, error in screen.log.append("error \(error)") },
      onDisposed: { screen in screen.log.append("disposed") })

    source.send(.error(TestError()))

    #expect(screen.log == ["error TestError", "disposed"])
  }

  @Test("the subscription does not keep the object alive, and once it is gone no handler runs")
  func objectHeldWeakly() {
    let source = ManualSource<Int>()
    var calls = 0
    var screen: Screen? = Screen()
    weak var watched: Screen?
    watched = screen
    let subscription = source.observable.subscribe(
      with: screen!,
      onNext: { _, _ in calls += 1 },
      onCompleted: { _ in calls += 1 },
      onDisposed: { _ in calls += 1 })

    source.send(1)
    screen = nil
    source.send(2)
    source.send(.completed)

    #expect(calls == 1, "only next(1), which came while the object was alive")
    #expect(watched == nil, "the subscription kept the object alive")
    withExtendedLifetime(subscription) {}
  }

  @Test("disposing the subscription runs onDisposed with the object, unsubscribes, and stops the handlers")
  func disposeEndsIt() {
    let source = ManualSource<Int>()
    let screen = Screen()
    let subscription = source.observable.subscribe(
      with: screen,
      onNext: { screen, element in screen.log.append("next \(element)") },
      onDisposed: { screen in screen.log.append("disposed") })

    source.send(1)
    subscription.dispose()
    source.send(2)

    #expect(screen.log == ["next 1", "disposed"])
    #expect(source.disposals == 1)
  }
}
