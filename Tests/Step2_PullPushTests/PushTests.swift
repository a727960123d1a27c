import Testing

@testable import Step2_PullPush

@Suite("Push style: the new value travels with the notification")
struct PushTests {
  // snippet: push-delivers
  @Test("every assignment pushes the new value to every subscribed observer")
  func valuesDelivered() {
    let source = Push.BooleanObservable(isFine: true)
    var seen: [Bool] = []
    let closureObserver = Push.AnonymousObserver<Bool> { seen.append($0) }
    let recorder = ValueRecorder<Bool>()
    source.subscribe(closureObserver)
    source.subscribe(recorder)

    source.isFine = false
    source.isFine = true

    #expect(seen == [false, true])
    #expect(recorder.values == [false, true])
  }
  // snippet: end

  @Test("an observer receives only values set after it subscribed, not the current one")
  func onlyLaterValues() {
    let source = Push.BooleanObservable(isFine: true)
    source.isFine = false
    let recorder = ValueRecorder<Bool>()
    source.subscribe(recorder)
    #expect(recorder.values == [])
    source.isFine = true
    #expect(recorder.values == [true])
  }

  @Test("assigning the same value again pushes it again")
  func sameValuePushedAgain() {
    let source = Push.BooleanObservable(isFine: true)
    let recorder = ValueRecorder<Bool>()
    source.subscribe(recorder)
    source.isFine = true
    source.isFine = true
    #expect(recorder.values == [true, true])
  }

  @Test("an observer that unsubscribed receives nothing more, and the others still do")
  func unsubscribeStopsDelivery() {
    let source = Push.BooleanObservable()
    let leaving = ValueRecorder<Bool>()
    let staying = ValueRecorder<Bool>()
    source.subscribe(leaving)
    source.subscribe(staying)

    source.isFine = false
    source.unsubscribe(leaving)
    source.isFine = true

    #expect(leaving.values == [false])
    #expect(staying.values == [false, true])
  }

  @Test("unsubscribe goes by identity: another observer of the same type is not removed")
  func unsubscribeByIdentity() {
    let source = Push.BooleanObservable()
    let first = ValueRecorder<Bool>()
    let twin = ValueRecorder<Bool>()
    source.subscribe(first)
    source.subscribe(twin)

    source.unsubscribe(first)
    source.isFine = false

    #expect(first.values == [])
    #expect(twin.values == [false])
  }

  // snippet: push-double-subscribe
  @Test(
    "the same observer subscribed twice is ignored: one value per change, one unsubscribe ends it")
  func doubleSubscribeIsIgnored() {
    let source = Push.BooleanObservable()
    let recorder = ValueRecorder<Bool>()
    source.subscribe(recorder)
    source.subscribe(recorder)

    source.isFine = false
    #expect(recorder.values == [false])

    source.unsubscribe(recorder)
    source.isFine = true
    #expect(recorder.values == [false])
  }
  // snippet: end

  @Test("unsubscribing an observer that never subscribed is harmless")
  func unsubscribeStrangerIsHarmless() {
    let source = Push.BooleanObservable()
    let member = ValueRecorder<Bool>()
    source.unsubscribe(ValueRecorder<Bool>())
    source.subscribe(member)
    source.unsubscribe(ValueRecorder<Bool>())
    source.isFine = false
    #expect(member.values == [false])
  }

  @Test("values reach observers in the order they subscribed")
  func orderOfSubscription() {
    let source = Push.BooleanObservable()
    var log: [String] = []
    let observers = ["B", "C", "D"].map { name in
      Push.AnonymousObserver<Bool> { log.append("\(name):\($0)") }
    }
    for observer in observers { source.subscribe(observer) }

    source.isFine = false
    source.isFine = true

    #expect(log == ["B:false", "C:false", "D:false", "B:true", "C:true", "D:true"])
  }

  // snippet: push-self-unsubscribe
  @Test(
    "an observer that unsubscribes itself while receiving a value neither skips nor repeats others")
  func selfUnsubscribeDuringDelivery() {
    let source = Push.BooleanObservable()
    let before = ValueRecorder<Bool>()
    let oneShot = OneShotPushObserver(source: source)
    let after = ValueRecorder<Bool>()
    source.subscribe(before)
    source.subscribe(oneShot)
    source.subscribe(after)

    source.isFine = false
    source.isFine = true

    #expect(before.values == [false, true])
    #expect(oneShot.values == [false])
    #expect(after.values == [false, true])
  }
  // snippet: end

  @Test("an observer unsubscribed by another during a delivery still receives that value, and no later one")
  func removedDuringDeliveryGetsCurrentValue() {
    let source = Push.BooleanObservable()
    let victim = ValueRecorder<Bool>()
    let remover = Push.AnonymousObserver<Bool> { [unowned source] _ in source.unsubscribe(victim) }
    source.subscribe(remover)
    source.subscribe(victim)

    source.isFine = false
    source.isFine = true

    #expect(victim.values == [false])
  }

  @Test("an observer subscribed during a delivery first receives the next value, not the current one")
  func addedDuringDeliveryWaitsForNextValue() {
    let source = Push.BooleanObservable()
    let newcomer = ValueRecorder<Bool>()
    let inviter = Push.AnonymousObserver<Bool> { [unowned source] _ in source.subscribe(newcomer) }
    source.subscribe(inviter)

    source.isFine = false
    #expect(newcomer.values == [])
    source.isFine = true
    #expect(newcomer.values == [true])
  }

  @Test("a value set from inside a delivery reaches later observers before the value being delivered")
  func reentrantDeliveryReordersValues() {
    let source = Push.BooleanObservable(isFine: true)
    // A recovers at once: on receiving false, it sets the state back to true.
    let a = Push.AnonymousObserver<Bool> { [unowned source] value in
      if !value { source.isFine = true }
    }
    let b = ValueRecorder<Bool>()
    source.subscribe(a)
    source.subscribe(b)

    source.isFine = false

    // B gets both values (push loses none), but the nested `true` overtakes the outer `false`.
    #expect(b.values == [true, false])
  }

  @Test("the concrete source overrides the abstract methods: it works through an Observable<Bool> reference")
  func overridesWorkThroughBaseClass() {
    let concrete = Push.BooleanObservable()
    let source: Push.Observable<Bool> = concrete  // the caller sees only the abstract type
    let recorder = ValueRecorder<Bool>()

    source.subscribe(recorder)
    concrete.isFine = false
    source.unsubscribe(recorder)
    concrete.isFine = true

    #expect(recorder.values == [false])
  }
}
