import Testing

@testable import Step2_PullPush

@Suite("Pull style: notify() carries nothing, the observer reads the source")
struct PullTests {
  @Test("a change notifies every subscribed observer, and each reads the new state back from the source")
  func notifiesAndReadsBack() {
    let source = Pull.ConcreteObservable(isFine: true)
    var readByB: [Bool] = []
    var readByC: [Bool] = []
    let b = Pull.ConcreteObserver(source: source) { readByB.append($0) }
    let c = Pull.ConcreteObserver(source: source) { readByC.append($0) }
    source.subscribe(b)
    source.subscribe(c)

    source.isFine = false
    source.isFine = true

    #expect(readByB == [false, true])
    #expect(readByC == [false, true])
  }

  @Test("nobody is notified of the state a source starts with, only of later changes")
  func initialStateIsNotNotified() {
    let source = Pull.ConcreteObservable(isFine: false)
    let counter = NotificationCounter()
    source.subscribe(counter)
    #expect(counter.count == 0)
    source.isFine = true
    #expect(counter.count == 1)
  }

  @Test("assigning the same value again notifies again: the source reports assignments, not differences")
  func sameValueNotifiesAgain() {
    let source = Pull.ConcreteObservable(isFine: true)
    let counter = NotificationCounter()
    source.subscribe(counter)
    source.isFine = true
    source.isFine = true
    #expect(counter.count == 2)
  }

  @Test("an observer that unsubscribed is not notified again, and the others still are")
  func unsubscribeStopsNotifications() {
    let source = Pull.ConcreteObservable()
    let leaving = NotificationCounter()
    let staying = NotificationCounter()
    source.subscribe(leaving)
    source.subscribe(staying)

    source.isFine = false
    source.unsubscribe(leaving)
    source.isFine = true

    #expect(leaving.count == 1)
    #expect(staying.count == 2)
  }

  @Test("subscribing the same observer twice is ignored: one notification per change, and one unsubscribe ends it")
  func doubleSubscribeIsIgnored() {
    let source = Pull.ConcreteObservable()
    let counter = NotificationCounter()
    source.subscribe(counter)
    source.subscribe(counter)

    source.isFine = false
    #expect(counter.count == 1)

    source.unsubscribe(counter)
    source.isFine = true
    #expect(counter.count == 1)
  }

  @Test("unsubscribing an observer that never subscribed is harmless")
  func unsubscribeStrangerIsHarmless() {
    let source = Pull.ConcreteObservable()
    let member = NotificationCounter()
    let stranger = NotificationCounter()
    source.subscribe(member)

    source.unsubscribe(stranger)
    source.isFine = false

    #expect(member.count == 1)
    #expect(stranger.count == 0)
  }

  @Test("observers are notified in the order they subscribed; one that comes back goes to the end")
  func orderOfSubscription() {
    let source = Pull.ConcreteObservable()
    var order: [String] = []
    let b = Pull.ConcreteObserver(source: source) { _ in order.append("B") }
    let c = Pull.ConcreteObserver(source: source) { _ in order.append("C") }
    let d = Pull.ConcreteObserver(source: source) { _ in order.append("D") }
    source.subscribe(b)
    source.subscribe(c)
    source.subscribe(d)
    source.isFine = false
    #expect(order == ["B", "C", "D"])

    order = []
    source.unsubscribe(b)
    source.subscribe(b)
    source.isFine = true
    #expect(order == ["C", "D", "B"])
  }

  @Test("an observer that unsubscribes itself while being notified neither skips nor repeats the others")
  func selfUnsubscribeDuringNotification() {
    let source = Pull.ConcreteObservable()
    let before = NotificationCounter()
    let oneShot = OneShotPullObserver(source: source)
    let after = NotificationCounter()
    source.subscribe(before)
    source.subscribe(oneShot)
    source.subscribe(after)

    source.isFine = false
    #expect([before.count, oneShot.count, after.count] == [1, 1, 1])

    source.isFine = true
    #expect([before.count, oneShot.count, after.count] == [2, 1, 2])
  }

  @Test("the observer's back-reference is weak: it does not keep the source alive")
  func backReferenceIsWeak() {
    weak var released: Pull.ConcreteObservable?
    var observer: Pull.ConcreteObserver?
    do {
      let source = Pull.ConcreteObservable()
      let reader = Pull.ConcreteObserver(source: source) { _ in }
      source.subscribe(reader)
      released = source
      observer = reader
    }
    #expect(released == nil)
    #expect(observer != nil)
  }

  // snippet: pull-reads-late
  @Test(
    "a pull observer reads the state at its turn, which may be newer than the change that woke it")
  func readsWhateverIsThereNow() {
    let source = Pull.ConcreteObservable(isFine: true)
    var readByB: [Bool] = []
    // A recovers at once: on hearing "changed", it sets the state back to true.
    let a = Pull.ConcreteObserver(source: source) { [unowned source] isFine in
      if !isFine { source.isFine = true }
    }
    let b = Pull.ConcreteObserver(source: source) { readByB.append($0) }
    source.subscribe(a)
    source.subscribe(b)

    source.isFine = false

    // B was notified twice (once per assignment) but never saw `false`.
    #expect(readByB == [true, true])
  }
  // snippet: end
}
