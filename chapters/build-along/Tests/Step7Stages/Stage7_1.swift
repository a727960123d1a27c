import StageSupport
import Step4_Sink
import Step7_Traits
import Testing

@Suite("7.1 Making a Single: a wrapped Observable")
struct Stage7_1 {
  @Test("inside a Single, a success is a next followed at once by completed")
  func successIsNextThenCompleted() {
    let single = Single<Int>.create { observer in
      observer(.success(1))
      return Disposables.create()
    }
    let recorder = EventRecorder<Int>()
    _ = single.asObservable().subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "completed"])
  }

  @Test("inside a Single, a failure is an error")
  func failureIsError() {
    let single = Single<Int>.create { observer in
      observer(.failure(TestError()))
      return Disposables.create()
    }
    let recorder = EventRecorder<Int>()
    _ = single.asObservable().subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }

  @Test("inside a Maybe, a success is a next followed at once by completed, and empty is just completed")
  func maybeInside() {
    let success = Maybe<Int>.create { observer in
      observer(.success(2))
      return Disposables.create()
    }
    let empty = Maybe<Int>.create { observer in
      observer(.completed)
      return Disposables.create()
    }
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = success.asObservable().subscribe(first)
    _ = empty.asObservable().subscribe(second)
    #expect(first.descriptions == ["next(2)", "completed"])
    #expect(second.descriptions == ["completed"])
  }

  @Test("a Completable made with create completes or fails inside")
  func completableInside() {
    let done = Completable.create { observer in
      observer(.completed)
      return Disposables.create()
    }
    let recorder = EventRecorder<Never>()
    _ = done.asObservable().subscribe(recorder)
    #expect(recorder.descriptions == ["completed"])
    let failed = Completable.create { observer in
      observer(.error(TestError()))
      return Disposables.create()
    }
    let failure = EventRecorder<Never>()
    _ = failed.asObservable().subscribe(failure)
    #expect(failure.descriptions == ["error(TestError)"], "a reported error must stay an error inside")
  }
}
