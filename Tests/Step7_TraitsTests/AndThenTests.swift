import RxTestSupport
import Step5_Operators
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

@Suite("andThen", .watchdog())
struct AndThenTests {
  @Test("andThen subscribes to the second only after the first completes")
  func secondWaitsForFirst() {
    let first = ManualSource<Never>()
    let second = ManualSource<Never>()
    var events: [String] = []
    _ = first.completable.andThen(second.completable).subscribe { events.append($0.description) }
    #expect(first.subscriptions == 1)
    #expect(second.subscriptions == 0)

    first.complete()
    #expect(second.subscriptions == 1)
    #expect(events.isEmpty)  // the first's completion is not passed on

    second.complete()
    #expect(events == ["completed"])
  }

  @Test("when the first completes, andThen disposes its subscription even if the source leaves that to its subscriber")
  func firstDisposedWhenSecondStarts() {
    let first = ManualSource<Never>()
    let second = ManualSource<Never>()
    _ = first.rawObservable.asCompletable().andThen(second.completable).subscribe()
    first.complete()
    #expect(second.subscriptions == 1)
    #expect(first.disposals == 1)
  }

  @Test("an error from the first is passed on and the second is never subscribed")
  func errorSkipsSecond() {
    let first = ManualSource<Never>()
    let second = ManualSource<Never>()
    var events: [String] = []
    _ = first.completable.andThen(second.completable).subscribe { events.append($0.description) }
    first.fail(TestError())
    #expect(events == ["error(TestError)"])
    #expect(second.subscriptions == 0)
    #expect(first.disposals == 1)
  }

  @Test("disposing before the first completes disposes only the first and never subscribes the second")
  func disposeDuringFirst() {
    let first = ManualSource<Never>()
    let second = ManualSource<Never>()
    var events: [String] = []
    let subscription = first.completable.andThen(second.completable)
      .subscribe { events.append($0.description) }
    subscription.dispose()
    #expect(first.disposals == 1)
    first.complete()  // too late: the first forgot its observer when it was disposed
    #expect(second.subscriptions == 0)
    #expect(events.isEmpty)
  }

  @Test("disposing during the second stage disposes the second and delivers nothing more")
  func disposeDuringSecond() {
    let first = ManualSource<Never>()
    let second = ManualSource<Never>()
    var events: [String] = []
    let subscription = first.completable.andThen(second.completable)
      .subscribe { events.append($0.description) }
    first.complete()
    subscription.dispose()
    second.complete()
    #expect(second.disposals == 1)
    #expect(first.disposals == 1)
    #expect(events.isEmpty)
  }

  @Test("an error from the second is passed on and ends the chain")
  func errorFromSecond() {
    let first = ManualSource<Never>()
    let second = ManualSource<Never>()
    var events: [String] = []
    _ = first.completable.andThen(second.completable).subscribe { events.append($0.description) }
    first.complete()
    second.fail(TestError())
    #expect(events == ["error(TestError)"])
    #expect(second.disposals == 1)
  }

  @Test("andThen a Single is a Single of the second's element")
  func thenSingle() {
    let first = ManualSource<Never>()
    let chained: Single<Int> = first.completable.andThen(Single.just(42))
    var events: [String] = []
    _ = chained.subscribe { events.append(describe($0)) }
    #expect(events.isEmpty)
    first.complete()
    #expect(events == ["success(42)"])
  }

  @Test("andThen a Maybe is a Maybe with the second's outcome")
  func thenMaybe() {
    let chained: Maybe<Int> = Completable.empty().andThen(Maybe<Int>.empty())
    var events: [String] = []
    _ = chained.subscribe { events.append($0.description) }
    #expect(events == ["completed"])
  }

  @Test("andThen an Observable is an Observable that sends all of the second's events")
  func thenObservable() {
    let first = ManualSource<Never>()
    let chained: Observable<Int> = first.completable.andThen(Observable.of(1, 2, 3))
    let recorder = EventRecorder<Int>()
    _ = chained.subscribe(recorder)
    #expect(recorder.events.isEmpty)
    first.complete()
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
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

  @Test("the three images download one after another, each starting only when the one before is done")
  func threeImages() {
    let downloads = SimulatedDownloads()
    var finished = false
    _ = downloads.downloadImage(name: "image1")
      .andThen(downloads.downloadImage(name: "image2"))
      .andThen(downloads.downloadImage(name: "image3"))
      .subscribe(onCompleted: { finished = true })

    #expect(downloads.running == ["image1"])
    downloads.finish("image1")
    #expect(downloads.running == ["image2"])
    downloads.finish("image2")
    #expect(downloads.running == ["image3"])
    #expect(!finished)
    downloads.finish("image3")

    #expect(finished)
    #expect(
      downloads.log == [
        "downloading image1", "image1 done",
        "downloading image2", "image2 done",
        "downloading image3", "image3 done",
      ])
  }

  @Test("a failed download stops the chain: the later images are never downloaded")
  func failedDownload() {
    let downloads = SimulatedDownloads()
    var outcome = ""
    _ = downloads.downloadImage(name: "image1")
      .andThen(downloads.downloadImage(name: "image2"))
      .andThen(downloads.downloadImage(name: "image3"))
      .subscribe(onCompleted: { outcome = "completed" }, onError: { outcome = "error \($0)" })
    downloads.finish("image1")
    downloads.fail("image2", with: TestError())
    #expect(outcome == "error TestError")
    #expect(downloads.running.isEmpty)
    #expect(!downloads.log.contains("downloading image3"))
  }
}
