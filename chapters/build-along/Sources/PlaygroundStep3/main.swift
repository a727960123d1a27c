// The playground of Step 3 on YOUR code: a scratch program that imports the module you write in
// Sources/Step3_Events. Change anything here and run it with
//
//     swift run --package-path chapters/build-along playground-3
//
// While a body is still the skeleton's, it does nothing, so the example prints less than its
// comment says. Steps 4 to 7 have their own playground, Sources/Playground/main.swift
// (`playground`): Step 3's `Observable`, `Event` and `Disposable` share their names with the core's.
// `progress` builds this file too, so it has to compile for the stages to run.

import Step3_Events

#if COURSE_CORE
  print("This playground runs the course's Step 3 (BUILD_ALONG_USE_COURSE is set), not yours.")
#else
  print("This playground runs your Step 3: chapters/build-along/Sources/Step3_Events.")
#endif

print("-- the naive Observable (expect next(1), completed, and no next(2) after it)")
let observable = Observable<Int> { observer in
  observer.on(.next(1))
  observer.on(.completed)
  observer.on(.next(2))
  return Disposables.create()
}
_ = observable.subscribe { event in print(event) }
