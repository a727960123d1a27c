// The playground of Steps 4 to 7: a scratch program for chapters 4 to 7 and the schedulers,
// combining, sharing, concurrency, everyday-operators and UI bindings appendices, with the course's own, finished core of Steps 4
// to 7 (the root's Sources/), the appendices' modules and RxTest imported. It does not run a core
// you write in chapters/build-along: that one has its own playground,
// `swift run --package-path chapters/build-along playground`. Change anything here and run it from
// the repository's root with
//
//     swift run --package-path chapters/exercises playground
//
// For chapters 1 to 3, use the other playground, Sources/PlaygroundSteps1to3/main.swift
// (`swift run --package-path chapters/exercises playground-1-3`). Step 3's naive `Observable`,
// `Event` and `Disposable` have the same names as the core's, so the two are kept apart: here
// every name means the core's, and a `Producer` of your own needs no module in front.
// It starts with one short example per step. Nothing here is checked: it only has to compile,
// since `swift test` builds it too.

import Appendix_Combining
import Appendix_Concurrency
import Appendix_Operators
import Appendix_Schedulers
import Appendix_Sharing
import Appendix_UIBindings
import RxTest
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Step7_Traits

print("This playground runs the course's own core (Sources/ at the repository's root), not a build-along.")

print("-- Step 4: create, on the Producer and Sink core")
let numbers = Observable<Int>.create { observer in
  observer.onNext(1)
  observer.onNext(2)
  observer.onCompleted()
  return Disposables.create(with: { print("disposed") })
}
_ = numbers.subscribe(onNext: { print("onNext: \($0)") }, onCompleted: { print("onCompleted") })

print("-- Step 4: a Producer of your own, with its Sink")
/// A sequence of one greeting: `run` makes a sink per subscription, as every Producer does.
final class Greeting: Producer<String> {
  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == String {
    let sink = GreetingSink(observer: observer, cancel: cancel)
    sink.forwardOn(.next("hello from a Producer"))
    sink.forwardOn(.completed)
    sink.dispose()  // it has ended: let go of the observer, and break the sink's cycle with its disposer
    return (sink: sink, subscription: Disposables.create())
  }
}
/// One subscription of `Greeting`: `Sink` already forwards, and stops forwarding once disposed.
final class GreetingSink<Observer: ObserverType>: Sink<Observer> {}
_ = Greeting().subscribe { event in print(event) }

print("-- Step 5: operators")
_ = Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }.map { $0 * 10 }
  .subscribe { event in print(event) }

print("-- Step 6: a PublishSubject with two subscribers")
let subject = PublishSubject<String>()
let first = subject.subscribe { event in print("first hears \(event)") }
let second = subject.subscribe { event in print("second hears \(event)") }
subject.onNext("a")
first.dispose()
subject.onNext("b")
second.dispose()

print("-- Step 7: a Single")
_ = Single.just(42).map { $0 + 1 }.subscribe(onSuccess: { print("onSuccess: \($0)") })

print("-- Appendix: delay in virtual time, drawn as marbles")
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
let delayed = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
print("source:  " + xs.recordedEvents.marbles())
print("delayed: " + delayed.events.marbles())

print("-- Appendix: debounce in virtual time, drawn as marbles")
let typing = TestScheduler(initialClock: 0)
let keys = typing.createHotObservable([.next(210, "a"), .next(220, "b"), .next(260, "c"), .completed(300)])
let debounced = typing.start { keys.debounce(.seconds(20), scheduler: typing) }
print("keys:      " + keys.recordedEvents.marbles())
print("debounced: " + debounced.events.marbles())

print("-- Appendix: a Driver on a mocked test scheduler")
let screen = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: screen) {
  let state = BehaviorRelay(value: "idle")
  let shown = screen.createObserver(String.self)
  screen.scheduleAt(200) { _ = state.asDriver().drive(shown) }
  screen.scheduleAt(210) { state.accept("busy") }
  screen.start()
  print("shown: " + shown.events.marbles())
}

print("-- Your experiments")
