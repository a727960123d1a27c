import StageSupport
import Step4_Sink
import Testing

extension Stage4_6 {
  @Test(
    "disposing a subscription disposes the sink before the subscription: nothing sent from the cleanup gets through")
  func sinkBeforeSubscription() {
    let recorder = EventRecorder<Int>()
    let subscription = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create { observer.onNext(99) }
    }.subscribe(recorder)
    subscription.dispose()
    #expect(recorder.descriptions == ["next(1)"])
  }
}
