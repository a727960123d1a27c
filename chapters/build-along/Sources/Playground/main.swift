// The playground of Steps 4 to 7 on YOUR core: a scratch program that imports the modules you
// write in Sources/Step4_Sink … Sources/Step7_Traits. Change anything here and run it with
//
//     swift run --package-path chapters/build-along playground
//
// While a body is still the skeleton's, it does nothing, so an example prints less than the
// comment beside it says; once the stages of its step pass, it prints what the course's does.
// (`chapters/exercises`' playground runs the course's own, finished modules instead.) For Step 3,
// use Sources/PlaygroundStep3/main.swift (`playground-3`): its names clash with the core's.
// `progress` builds this file too, so it has to compile for the stages to run.

import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Step7_Traits

#if COURSE_CORE
  print("This playground runs the course's modules (BUILD_ALONG_USE_COURSE is set), not yours.")
#else
  print("This playground runs your modules: chapters/build-along/Sources/Step4_Sink … Step7_Traits.")
#endif

print("-- Step 4: create and subscribe (expect 1, 2, completed, disposed)")
let numbers = Observable<Int>.create { observer in
  observer.onNext(1)
  observer.onNext(2)
  observer.onCompleted()
  return Disposables.create(with: { print("disposed") })
}
_ = numbers.subscribe(onNext: { print("onNext: \($0)") }, onCompleted: { print("onCompleted") })

print("-- Step 5: operators (expect 20, 40, completed)")
_ = Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }.map { $0 * 10 }
  .subscribe(onNext: { print("onNext: \($0)") }, onCompleted: { print("onCompleted") })

print("-- Step 6: a PublishSubject (expect b, then completed)")
let subject = PublishSubject<String>()
subject.onNext("a")  // nobody is subscribed yet
let subscription = subject.subscribe(onNext: { print("onNext: \($0)") }, onCompleted: { print("onCompleted") })
subject.onNext("b")
subject.onCompleted()
subscription.dispose()

print("-- Step 7: a Single (expect success(42))")
_ = Single.just(42).subscribe { print($0) }
