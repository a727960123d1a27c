import Appendix_UIBindings
import RxTest
import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

/// `drive` and `emit`: `subscribe` under the names that say what a binding does, with no
/// `onError`, since a shared sequence cannot fail.
@Suite("drive and emit")
struct DriveAndEmitTests {
  /// Runs `body` with a test scheduler mocked in, then runs the scheduler.
  func onVirtualTime(_ body: (TestScheduler) -> Void) {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      body(scheduler)
      scheduler.start()
    }
  }

  @Test("drive(observers) and emit(to: observers) subscribe each observer, the completion included")
  func observers() {
    let driven = (EventRecorder<Int>(), EventRecorder<Int>())
    let emitted = EventRecorder<Int>()
    let optional = EventRecorder<Int?>()
    onVirtualTime { _ in
      _ = Driver.of(1, 2).drive(driven.0, driven.1)
      _ = Signal.of(3).emit(to: emitted)
      _ = Driver.just(4).drive(AnyObserver<Int?>(optional))
    }
    #expect(driven.0.descriptions == ["next(1)", "next(2)", "completed"])
    #expect(driven.1.descriptions == driven.0.descriptions)
    #expect(emitted.descriptions == ["next(3)", "completed"])
    #expect(optional.descriptions == ["next(Optional(4))", "completed"])
  }

  @Test("drive and emit to relays hand them every element, and their end goes nowhere")
  func relays() {
    let behavior = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int>.create(bufferSize: 2)
    let publish = PublishRelay<Int>()
    let published = EventRecorder<Int>()
    _ = publish.subscribe(published)
    onVirtualTime { _ in
      _ = Driver.of(1, 2).drive(behavior)
      _ = Driver.of(3).drive(optional)
      _ = Driver.of(4, 5, 6).drive(replay)
      _ = Signal.of(7, 8).emit(to: publish)
    }
    #expect(behavior.value == 2)
    #expect(optional.value == 3)
    let late = EventRecorder<Int>()
    _ = replay.subscribe(late)
    #expect(late.descriptions == ["next(5)", "next(6)"])
    #expect(published.descriptions == ["next(7)", "next(8)"])
  }

  @Test(
    "drive(onNext:onCompleted:onDisposed:) calls each handler once in order; drive() subscribes for the side effects")
  func handlers() {
    let log = LockedList<String>()
    let sideEffects = LockedList<String>()
    onVirtualTime { _ in
      _ = Driver.of(1).drive(
        onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
        onDisposed: { log.append("disposed") })
      _ = Driver.of(2).do(onNext: { sideEffects.append("do \($0)") }).drive()
    }
    #expect(log.items == ["next 1", "completed", "disposed"])
    #expect(sideEffects.items == ["do 2"])
  }

  @Test("drive(with:) and emit(with:) hand the object, held weakly, and call nothing once it is gone")
  func withObject() {
    final class Screen {}
    let subject = PublishSubject<Int>()
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    let log = LockedList<String>()
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = subject.asDriver(onErrorJustReturn: -1)
      let signal = subject.asSignal(onErrorJustReturn: -1)
      _ = driver.drive(with: screen!, onNext: { _, element in log.append("drive \(element)") })
      _ = signal.emit(with: screen!, onNext: { _, element in log.append("emit \(element)") })
      scheduler.scheduleAt(210) { subject.onNext(1) }
      scheduler.scheduleAt(220) { screen = nil }
      scheduler.scheduleAt(230) { subject.onNext(2) }
      scheduler.start()
    }
    #expect(weakScreen == nil)  // neither binding kept it
    #expect(log.items == ["drive 1", "emit 1"])
  }

  @Test("drive(_:) with a binder function hands it the sequence as an Observable")
  func binderFunction() {
    onVirtualTime { scheduler in
      let observer = scheduler.createObserver(Int.self)
      let disposable: any Disposable = Driver.just(1).drive { $0.subscribe(observer) }
      let curried: String = Driver.just(1).drive({ _ in { "with \($0)" } }, curriedArgument: "argument")
      #expect(curried == "with argument")
      _ = disposable
    }
  }
}
