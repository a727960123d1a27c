import StageSupport
import Step4_Sink
import Step7_Traits
import Testing

@Suite("7.6 andThen: one job after another")
struct Stage7_6 {
  @Test("andThen subscribes to the second only after the first completes")
  func secondAfterFirst() {
    let first = ManualCompletable()
    let second = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = first.completable.andThen(second.observable).subscribe(recorder)
    #expect(first.subscriptions == 1 && second.subscriptions == 0)
    first.send(.completed)
    #expect(second.subscriptions == 1)
    second.send(1)
    second.send(.completed)
    #expect(recorder.descriptions == ["next(1)", "completed"])
  }

  @Test("an error from the first is passed on and the second is never subscribed")
  func errorFromFirst() {
    let first = ManualCompletable()
    let second = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = first.completable.andThen(second.observable).subscribe(recorder)
    first.send(.error(TestError()))
    #expect(recorder.descriptions == ["error(TestError)"])
    #expect(second.subscriptions == 0)
  }

  @Test("disposing before the first completes disposes only the first and never subscribes the second")
  func disposeInFirstStage() {
    let first = ManualCompletable()
    let second = ManualSource<Int>()
    let subscription = first.completable.andThen(second.observable).subscribe(EventRecorder<Int>())
    subscription.dispose()
    first.send(.completed)
    #expect(first.disposals == 1)
    #expect(second.subscriptions == 0)
  }

  @Test("disposing during the second stage disposes the second and delivers nothing more")
  func disposeInSecondStage() {
    let first = ManualCompletable()
    let second = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = first.completable.andThen(second.observable).subscribe(recorder)
    first.send(.completed)
    subscription.dispose()
    second.send(1)
    #expect(second.disposals == 1)
    #expect(recorder.descriptions == [])
  }

  @Test("andThen a Single is a Single of the second's element")
  func andThenSingle() {
    var seen: [String] = []
    _ = Completable.empty().andThen(Single.just(5)).subscribe { seen.append(describe($0)) }
    #expect(seen == ["success(5)"])
  }
}
