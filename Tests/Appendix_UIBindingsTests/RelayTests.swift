import Appendix_UIBindings
import RxTest
import RxTestSupport
import Step4_Sink
import Testing

@Suite("Relays: subjects that take only elements")
struct RelayTests {
  // snippet: relay-test
  @Test(
    "a PublishRelay hands each element to its subscribers; a late one hears only later ones")
  func publishRelay() {
    let relay = PublishRelay<Int>()
    let early = EventRecorder<Int>()
    _ = relay.subscribe(early)
    relay.accept(1)
    let late = EventRecorder<Int>()
    _ = relay.subscribe(late)
    relay.accept(2)
    #expect(early.descriptions == ["next(1)", "next(2)"])
    #expect(late.descriptions == ["next(2)"])
  }
  // snippet: end

  @Test("a BehaviorRelay's value is the last accepted element, and a new subscriber hears it first")
  func behaviorRelay() {
    let relay = BehaviorRelay(value: 0)
    #expect(relay.value == 0)
    relay.accept(1)
    #expect(relay.value == 1)
    let recorder = EventRecorder<Int>()
    _ = relay.subscribe(recorder)
    relay.accept(2)
    #expect(recorder.descriptions == ["next(1)", "next(2)"])
    #expect(relay.value == 2)
  }

  @Test("a ReplayRelay replays the last bufferSize accepted elements, createUnbound all of them")
  func replayRelay() {
    let bounded = ReplayRelay<Int>.create(bufferSize: 2)
    let unbound = ReplayRelay<Int>.createUnbound()
    for element in 1...4 {
      bounded.accept(element)
      unbound.accept(element)
    }
    let fromBounded = EventRecorder<Int>()
    let fromUnbound = EventRecorder<Int>()
    _ = bounded.subscribe(fromBounded)
    _ = unbound.subscribe(fromUnbound)
    #expect(fromBounded.elements == [3, 4])
    #expect(fromUnbound.elements == [1, 2, 3, 4])
  }

  @Test("a relay is no observer: nothing can send it an error or a completion, only elements by accept")
  func relayIsNoObserver() {
    let relays: [Any] = [PublishRelay<Int>(), BehaviorRelay(value: 0), ReplayRelay<Int>.create(bufferSize: 1)]
    for relay in relays {
      #expect(!(relay is any ObserverType))
    }
  }

  @Test("disposing a subscription to a relay stops delivery to it")
  func disposeStops() {
    let relay = BehaviorRelay(value: "a")
    let recorder = EventRecorder<String>()
    let subscription = relay.subscribe(recorder)
    subscription.dispose()
    relay.accept("b")
    #expect(recorder.elements == ["a"])
  }

  @Test("a subscription to a relay never keeps the relay alive")
  func subscriptionDoesNotRetain() {
    weak var weakRelay: PublishRelay<Int>?
    var subscription: (any Disposable)?
    do {
      let relay = PublishRelay<Int>()
      weakRelay = relay
      subscription = relay.subscribe { _ in }
    }
    #expect(weakRelay == nil)
    subscription?.dispose()
  }
}

@Suite("bind(to:) relays")
struct RelayBindTests {
  @Test("bind(to:) hands every element to each relay and drops the completion: the relays live on")
  func bindToRelays() {
    let first = PublishRelay<Int>()
    let second = BehaviorRelay(value: 0)
    let replayed = ReplayRelay<Int>.create(bufferSize: 1)
    let heard = EventRecorder<Int>()
    _ = first.subscribe(heard)
    _ = Observable.of(1, 2).bind(to: first)
    _ = Observable.of(3, 4).bind(to: second)
    _ = Observable.of(5, 6).bind(to: replayed)
    #expect(heard.descriptions == ["next(1)", "next(2)"])
    #expect(second.value == 4)
    let late = EventRecorder<Int>()
    _ = replayed.subscribe(late)
    #expect(late.descriptions == ["next(6)"])
    first.accept(7)  // still open after the bound sequence completed
    #expect(heard.elements.last == 7)
  }

  @Test("bind(to:) several relays at once, and relays of optionals")
  func bindToManyAndOptionals() {
    let a = PublishRelay<Int>()
    let b = PublishRelay<Int>()
    let optional = BehaviorRelay<Int?>(value: nil)
    let heardA = EventRecorder<Int>()
    let heardB = EventRecorder<Int>()
    _ = a.subscribe(heardA)
    _ = b.subscribe(heardB)
    _ = Observable.just(1).bind(to: a, b)
    _ = Observable.just(2).bind(to: optional)
    #expect(heardA.elements == [1])
    #expect(heardB.elements == [1])
    #expect(optional.value == 2)
  }

  @Test("an error bound to a relay is reported as a broken contract, with RxRelay's message, and not passed on")
  func errorIsABug() {
    let relay = PublishRelay<Int>()
    let heard = EventRecorder<Int>()
    _ = relay.subscribe(heard)
    let messages = contractViolations {
      _ = Observable<Int>.error(TestError()).bind(to: relay)
      _ = Observable<Int>.error(TestError()).bind(to: BehaviorRelay(value: 0))
    }
    #expect(messages == ["Binding error to publish relay: TestError", "Binding error to behavior relay: TestError"])
    #expect(heard.events.isEmpty)
  }
}
