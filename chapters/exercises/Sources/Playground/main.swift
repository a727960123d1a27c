// The playground: a scratch program with every step of the course imported. Change anything here
// and run it from the repository's root with
//
//     swift run --package-path chapters/exercises playground
//
// It starts with one short example per step. Steps 3 and 4 both define `Observable`, `Event`,
// `Disposable` and friends (Steps 5 to 7 build on Step 4's), so where both are visible a name
// needs its module in front: `Step3_Events.Observable`, `Step4_Sink.Observable`.
// Nothing here is checked: it only has to compile, since `swift test` builds it too.

import Appendix_Schedulers
import RxTest
import Step1_Observer
import Step2_PullPush
import Step3_Events
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Step7_Traits

print("-- Step 1: an employee tells their boss")
let log = NotificationLog()
let alice = Employee(name: "Alice", boss: Boss(name: "Dana", log: log))
alice.isFine = false
alice.isFine = false  // the same value again: didSet runs on every assignment
for notice in log.notices { print(notice) }

print("-- Step 2: push style, the value travels with the call")
let flag = Push.BooleanObservable()
let printer = Push.AnonymousObserver<Bool> { print("received \($0)") }
flag.subscribe(printer)
flag.isFine = false
flag.unsubscribe(printer)
flag.isFine = true  // nobody is subscribed any more

print("-- Step 3: the naive Observable, subscribed with a closure")
let hello = Step3_Events.Observable<String> { observer in
  observer.onNext("Hello World")
  observer.onCompleted()
  observer.onNext("Hello again")  // dropped by the AnonymousObserver around the closure
  return Step3_Events.Disposables.create()
}
_ = hello.subscribe { event in print(event) }

print("-- Step 4: create, on the Producer and Sink core")
let numbers = Step4_Sink.Observable<Int>.create { observer in
  observer.onNext(1)
  observer.onNext(2)
  observer.onCompleted()
  return Step4_Sink.Disposables.create(with: { print("disposed") })
}
_ = numbers.subscribe(onNext: { print("onNext: \($0)") }, onCompleted: { print("onCompleted") })

print("-- Step 5: operators")
_ = Step4_Sink.Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }.map { $0 * 10 }
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

print("-- Your experiments")
