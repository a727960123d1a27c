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

  @Test("once the first stage completes, andThen lets go of it and of what its closure captured, while the second runs")
  func firstStageReleasedWhileSecondRuns() {
    let second = ManualSource<Int>()
    weak var weakToken: Token?
    var subscription: (any Disposable)?
    do {
      let token = Token()
      weakToken = token
      let first = Completable.create { [token] observer in
        _ = token
        observer(.completed)
        return Disposables.create()
      }
      subscription = first.andThen(second.observable).subscribe(EventRecorder<Int>())
    }
    // The second stage is subscribed and still running...
    #expect(second.subscriptions == 1 && second.disposals == 0)
    // ...and nothing of the first is kept for it.
    #expect(weakToken == nil)
    withExtendedLifetime(subscription) {}  // held by the caller throughout
  }

  @Test(
    "when the three-image chain has finished and its disposable is dropped, no counted object is alive",
    .enabled(if: Resources.isTracing))
  func threeImagesCount() {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let images = (0..<3).map { _ in ManualCompletable() }
      let subscription = images[0].completable
        .andThen(images[1].completable)
        .andThen(images[2].completable)
        .subscribe()
      #expect(tally.alive > 0)
      for image in images { image.send(.completed) }
      withExtendedLifetime(subscription) {}
    }
    #expect(tally.created > 0)
    #expect(tally.alive == 0)
  }

  @Test("andThen over work that finishes inside subscribe runs both stages before subscribe returns")
  func synchronousStages() {
    var order: [String] = []
    let first = Completable.create { observer in
      order.append("first")
      observer(.completed)
      return Disposables.create()
    }
    let second = Single<String>.create { observer in
      order.append("second")
      observer(.success("done"))
      return Disposables.create()
    }
    _ = first.andThen(second).subscribe(onSuccess: { order.append($0) })
    #expect(order == ["first", "second", "done"])
  }
}
