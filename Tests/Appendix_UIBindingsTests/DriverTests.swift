import Appendix_Schedulers
import Appendix_UIBindings
import Dispatch
import RxTest
import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

/// A driver or a signal on virtual time: `SharingScheduler.mock` puts a `TestScheduler` where the
/// main scheduler would be. From tick 200, one frame per 10 ticks.
@Suite("Driver and Signal: never fail, deliver on the sharing scheduler, share")
struct DriverTests {
  /// A cold source `-1-2-3-#` (an element every 10 ticks, then an error) made a shared sequence
  /// by `convert`; A subscribes at 200 and stays, B at `late` and stays.
  static func twoSubscribers<S: SharingStrategyProtocol>(
    late: TestTime, _ convert: (Observable<Int>) -> SharedSequence<S, Int>
  ) -> (a: String, b: String, subscriptions: [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    var result = ("", "", [Subscription]())
    SharingScheduler.mock(scheduler: scheduler) {
      let xs = scheduler.createColdObservable([
        .next(10, 1), .next(20, 2), .next(30, 3), .error(40, TestError()),
      ])
      let shared = convert(xs.asObservable())
      let a = scheduler.createObserver(Int.self)
      let b = scheduler.createObserver(Int.self)
      scheduler.scheduleAt(200) { _ = shared.asObservable().subscribe(a) }
      scheduler.scheduleAt(late) { _ = shared.asObservable().subscribe(b) }
      scheduler.start()
      result = (a.events.marbles(), b.events.marbles(), xs.subscriptions)
    }
    return result
  }

  // snippet: driver-test
  @Test(
    "a Driver turns an error into an element and the end, shares, replays the latest to a newcomer"
  )
  func driverSharesAndReplays() {
    let run = Self.twoSubscribers(late: 225) { $0.asDriver(onErrorJustReturn: 0) }
    #expect(run.a == "-123(0|)")
    #expect(run.b == "--23(0|)")  // 2 replayed at 225, in the frame of 220
    #expect(run.subscriptions == [Subscription(200, 240)])
  }

  @Test("a Signal does the same but replays nothing: a newcomer hears only what comes after it")
  func signalSharesWithoutReplay() {
    let run = Self.twoSubscribers(late: 225) { $0.asSignal(onErrorJustReturn: 0) }
    #expect(run.a == "-123(0|)")
    #expect(run.b == "---3(0|)")
    #expect(run.subscriptions == [Subscription(200, 240)])
  }
  // snippet: end

  @Test("after the last subscriber has left, the next one subscribes to the source again and hears nothing of before")
  func whileConnected() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
      let driver = xs.asDriver(onErrorJustReturn: 0)
      let first = scheduler.createObserver(Int.self)
      let second = scheduler.createObserver(Int.self)
      var subscription: (any Disposable)?
      scheduler.scheduleAt(200) { subscription = driver.asObservable().subscribe(first) }
      scheduler.scheduleAt(250) { subscription?.dispose() }
      scheduler.scheduleAt(300) { _ = driver.asObservable().subscribe(second) }
      scheduler.start()
      // A tick late: `observe(on:)` schedules each delivery, and the test scheduler runs work
      // scheduled for now one tick later, as RxSwift's does.
      #expect(first.events == [.next(211, 1), .next(221, 2)])
      #expect(second.events == [.next(311, 1), .next(321, 2)])
      #expect(xs.subscriptions == [Subscription(200, 250), Subscription(300)])
    }
  }

  @Test("onErrorDriveWith and onErrorRecover go on with another driver after an error")
  func errorAlternatives() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
      let driveWith = failing.asDriver(onErrorDriveWith: .just(-1))
      let recover = failing.asDriver(onErrorRecover: { _ in .of(-2, -3) })
      let signal = failing.asSignal(onErrorRecover: { _ in .just(-4) })
      let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
      scheduler.scheduleAt(200) {
        _ = driveWith.asObservable().subscribe(observers[0])
        _ = recover.asObservable().subscribe(observers[1])
        _ = signal.asObservable().subscribe(observers[2])
      }
      scheduler.start()
      #expect(observers[0].events == [.next(211, 1), .next(222, -1), .completed(222)])
      #expect(observers[1].events == [.next(211, 1), .next(222, -2), .next(223, -3), .completed(224)])
      #expect(observers[2].events == [.next(211, 1), .next(222, -4), .completed(222)])
    }
  }

  @Test("a Driver delivers on the sharing scheduler: with a serial queue mocked in, every event arrives on it")
  func deliversOnTheScheduler() {
    let marker = DispatchSpecificKey<Int>()
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "test.sharing", serialQueueConfiguration: { $0.setSpecific(key: marker, value: 1) })
    let seen = LockedList<String>()
    let done = DispatchSemaphore(value: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = Observable.of(1, 2).asDriver(onErrorJustReturn: 0)
      _ = driver.drive(
        onNext: { seen.append("\($0) on \(DispatchQueue.getSpecific(key: marker) == 1 ? "the queue" : "elsewhere")") },
        onCompleted: { done.signal() })
    }
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(seen.items == ["1 on the queue", "2 on the queue"])
  }

  @Test("unmocked, a Driver fed from another thread delivers on the main queue")
  func mainQueueByDefault() async {
    let subject = PublishSubject<Int>()
    let driver = subject.asDriver(onErrorJustReturn: 0)
    let seen = LockedList<String>()
    let subscriptions = LockedList<any Disposable>()
    await MainActor.run {
      subscriptions.append(driver.drive(onNext: { seen.append("\($0) on \(MainScheduler.isMain ? "main" : "other")") }))
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        subject.onNext(1)
        subject.onNext(2)
        DispatchQueue.main.async { continuation.resume() }  // after the two deliveries queued there
      }
    }
    subscriptions.items.forEach { $0.dispose() }
    #expect(seen.items == ["1 on main", "2 on main"])
  }

  @Test("BehaviorRelay.asDriver starts with the current value; PublishRelay.asSignal sends only what comes later")
  func relaysAsSharedSequences() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let state = BehaviorRelay(value: "idle")
      let taps = PublishRelay<Void>()
      let stateObserver = scheduler.createObserver(String.self)
      let tapCount = LockedList<Int>()
      scheduler.scheduleAt(100) { taps.accept(()) }  // before anyone listens: lost
      scheduler.scheduleAt(200) {
        _ = state.asDriver().drive(stateObserver)
        _ = taps.asSignal().emit(onNext: { tapCount.append(1) })
      }
      scheduler.scheduleAt(210) { state.accept("busy") }
      scheduler.scheduleAt(220) { taps.accept(()) }
      scheduler.start()
      #expect(stateObserver.events == [.next(201, "idle"), .next(211, "busy")])
      #expect(tapCount.items.count == 1)
    }
  }
}
