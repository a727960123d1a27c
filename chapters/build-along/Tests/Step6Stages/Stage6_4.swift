import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

@Suite("6.4 Calling back into a subject from a handler")
struct Stage6_4 {
  @Test(
    "a handler that sends into its own subject is not deadlocked, and the nested event is delivered",
    .timeLimit(.minutes(1)))
  func nestedOnNext() {
    let subject = PublishSubject<Int>()
    let log = LockedList<Int>()
    _ = subject.subscribe(
      AnyObserver(eventHandler: { event in
        guard let value = event.element else { return }
        log.append(value)
        if value == 1 { subject.on(.next(2)) }
      }))
    subject.on(.next(1))
    #expect(log.items == [1, 2])
  }

  @Test("a subscriber added from inside a handler hears the next event, not the current one", .timeLimit(.minutes(1)))
  func subscribeFromHandler() {
    let subject = PublishSubject<Int>()
    let late = EventRecorder<Int>()
    var subscribed = false
    _ = subject.subscribe(
      AnyObserver(eventHandler: { _ in
        if !subscribed {
          subscribed = true
          _ = subject.subscribe(late)
        }
      }))
    subject.on(.next(1))
    subject.on(.next(2))
    #expect(late.descriptions == ["next(2)"])
  }

  @Test("a handler that disposes its own subscription hears nothing after the current event", .timeLimit(.minutes(1)))
  func disposeFromHandler() {
    let subject = PublishSubject<Int>()
    var subscription: (any Disposable)?
    var seen: [Int] = []
    subscription = subject.subscribe(
      AnyObserver(eventHandler: { event in
        if let value = event.element { seen.append(value) }
        subscription?.dispose()
      }))
    subject.on(.next(1))
    subject.on(.next(2))
    #expect(seen == [1])
    #expect(!subject.hasObservers)
  }
}
