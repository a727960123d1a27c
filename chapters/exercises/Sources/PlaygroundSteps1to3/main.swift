// The playground of Steps 1 to 3: a scratch program for chapters 1, 2 and 3, on the course's own,
// finished Steps (the root's Sources/), not on a Step 3 you write in chapters/build-along (that
// has its own playground, `playground-3` there). Change anything here and run it from the
// repository's root with
//
//     swift run --package-path chapters/exercises playground-1-3
//
// For chapters 4 to 7 and the appendix, use the other playground, Sources/Playground/main.swift
// (`swift run --package-path chapters/exercises playground`): it imports the core of Steps 4 to 7,
// whose `Observable`, `Event` and `Disposable` have the same names as Step 3's. Here only Step 3's
// exist, so none needs its module in front.
// It starts with one short example per step. Nothing here is checked: it only has to compile,
// since `swift test` builds it too.

import Step1_Observer
import Step2_PullPush
import Step3_Events

print("This playground runs the course's own Steps 1 to 3 (Sources/ at the repository's root), not a build-along.")

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
let hello = Observable<String> { observer in
  observer.onNext("Hello World")
  observer.onCompleted()
  observer.onNext("Hello again")  // dropped by the AnonymousObserver around the closure
  return Disposables.create()
}
_ = hello.subscribe { event in print(event) }

print("-- Your experiments")
