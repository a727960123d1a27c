import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

@Suite("6.1 A subject that remembers it has stopped: PublishSubject")
struct Stage6_1 {
  @Test("each event reaches every current subscriber, in the order they subscribed")
  func everySubscriberInOrder() {
    let subject = PublishSubject<Int>()
    let log = LockedList<String>()
    _ = subject.subscribe(AnyObserver(eventHandler: { log.append("first \($0)") }))
    _ = subject.subscribe(AnyObserver(eventHandler: { log.append("second \($0)") }))
    subject.on(.next(1))
    #expect(log.items == ["first next(1)", "second next(1)"])
  }

  @Test("a subscriber hears only the events sent after it subscribed")
  func onlyLaterEvents() {
    let subject = PublishSubject<Int>()
    subject.on(.next(1))
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.on(.next(2))
    #expect(recorder.descriptions == ["next(2)"])
  }

  @Test("disposing a subscription stops delivery to it and removes it from the subject")
  func disposeRemoves() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    #expect(subject.hasObservers)
    subject.on(.next(1))
    subscription.dispose()
    subject.on(.next(2))
    #expect(recorder.descriptions == ["next(1)"])
    #expect(!subject.hasObservers)
  }

  @Test("after completed, later events are dropped and the subscribers are let go")
  func stopsAfterCompleted() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      _ = subject.subscribe { _ in withExtendedLifetime(token) {} }
    }
    subject.on(.completed)
    subject.on(.next(1))
    subject.on(.error(TestError()))
    #expect(recorder.descriptions == ["completed"])
    #expect(!subject.hasObservers)
    #expect(weakToken == nil, "after completed the subject still holds a subscriber's observer: let go of them all")
  }

  @Test("a late subscriber to a completed subject gets completed at once")
  func lateSubscriberCompleted() {
    let subject = PublishSubject<Int>()
    subject.on(.completed)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("a late subscriber to a failed subject gets the same error at once")
  func lateSubscriberError() {
    let subject = PublishSubject<Int>()
    subject.on(.error(TestError()))
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }

  @Test("after dispose(), on does nothing and a new subscriber gets RxError.disposed")
  func afterDispose() {
    let subject = PublishSubject<Int>()
    let early = EventRecorder<Int>()
    _ = subject.subscribe(early)
    subject.dispose()
    #expect(subject.isDisposed)
    subject.on(.next(1))
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(early.descriptions == [])
    #expect(late.events.count == 1)
    if case .error(let error) = late.events.first, case RxError.disposed = error {
    } else {
      Issue.record("expected error(RxError.disposed), got \(late.descriptions)")
    }
  }

  @Test("after completed and then dispose(), a new subscriber gets RxError.disposed, not the stop event")
  func disposeForgetsTheStop() {
    let subject = PublishSubject<Int>()
    subject.on(.completed)
    subject.dispose()
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    if late.events.count == 1, case .error(let error) = late.events.first, case RxError.disposed = error {
    } else {
      Issue.record("expected error(RxError.disposed), got \(late.descriptions): dispose() forgets the stop event too")
    }
  }

  @Test("a subject is its own observer side: asObserver returns the subject itself")
  func asObserver() {
    let subject = PublishSubject<Int>()
    #expect(subject.asObserver() === subject)
  }

  @Test("a subscription never keeps the subject alive, and disposing it afterwards is harmless")
  func subscriptionDoesNotRetain() {
    weak var weakSubject: PublishSubject<Int>?
    var subscription: (any Disposable)?
    let recorder = EventRecorder<Int>()
    do {
      let subject = PublishSubject<Int>()
      weakSubject = subject
      subscription = subject.subscribe(recorder)
      subject.on(.next(1))
    }
    #expect(recorder.descriptions == ["next(1)"])
    #expect(weakSubject == nil)
    subscription?.dispose()
  }

  @Test("after dispose(), a stop event is still remembered: a new subscriber gets it, as in RxSwift")
  func stopAfterDispose() {
    let subject = PublishSubject<Int>()
    subject.dispose()
    subject.on(.completed)
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.descriptions == ["completed"])
  }

  /// A bag of `on` functions that record what they hear, one per name.
  func recorders(_ names: [String], into heard: Recorded) -> (bag: Bag<(Event<Int>) -> Void>, keys: [BagKey]) {
    var bag = Bag<(Event<Int>) -> Void>()
    let keys = names.map { name in
      bag.insert { event in
        if case .next(let value) = event { heard.items.append("\(name) \(value)") }
      }
    }
    return (bag, keys)
  }

  /// What the recorders heard, in order.
  final class Recorded {
    var items: [String] = []
  }

  @Test("dispatch calls every on function once: the slot's, then the array's in insertion order, then the rest")
  func dispatchReachesEveryone() {
    let heard = Recorded()
    let names = (0..<40).map { "O\($0)" }
    let (bag, _) = recorders(names, into: heard)
    dispatch(bag, .next(1))
    #expect(Array(heard.items.prefix(31)) == names.prefix(31).map { "\($0) 1" })
    #expect(heard.items.dropFirst(31).sorted() == names.dropFirst(31).map { "\($0) 1" }.sorted())
  }

  @Test("dispatch still reaches the values past the slot once the slot has emptied")
  func dispatchAfterTheSlotEmptied() {
    let heard = Recorded()
    let made = recorders(["A", "B", "C"], into: heard)
    var bag = made.bag
    _ = bag.removeKey(made.keys[0])
    dispatch(bag, .next(2))
    #expect(heard.items == ["B 2", "C 2"])
  }
}
