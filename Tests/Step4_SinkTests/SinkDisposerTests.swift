import Dispatch
import RxTestSupport
import Testing

@testable import Step4_Sink

@Suite("SinkDisposer", .watchdog())
struct SinkDisposerTests {
  @Test("disposed after the sink and subscription are set, it disposes both, once")
  func disposeAfterSet() {
    let disposer = SinkDisposer()
    let sink = CountingDisposable()
    let subscription = CountingDisposable()
    disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
    #expect(sink.count == 0 && subscription.count == 0)
    disposer.dispose()
    disposer.dispose()
    #expect(sink.count == 1 && subscription.count == 1)
    #expect(disposer.isDisposed)
  }

  @Test("disposed before the sink and subscription are set, it disposes them as soon as they arrive")
  func disposeBeforeSet() {
    let disposer = SinkDisposer()
    disposer.dispose()
    #expect(disposer.isDisposed)
    let sink = CountingDisposable()
    let subscription = CountingDisposable()
    disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
    #expect(sink.count == 1 && subscription.count == 1)
    disposer.dispose()
    #expect(sink.count == 1 && subscription.count == 1)
  }

  @Test("once disposed it lets go of the sink and the subscription")
  func releasesWhatItHeld() {
    let disposer = SinkDisposer()
    var sink: CountingDisposable? = CountingDisposable()
    var subscription: CountingDisposable? = CountingDisposable()
    weak let weakSink = sink
    weak let weakSubscription = subscription
    disposer.setSinkAndSubscription(sink: sink!, subscription: subscription!)
    sink = nil
    subscription = nil
    #expect(weakSink != nil)
    disposer.dispose()
    #expect(weakSink == nil && weakSubscription == nil)
  }

  @Test("dispose racing setSinkAndSubscription on two threads disposes each exactly once")
  func raceDisposesOnce() {
    for _ in 0..<500 {
      let disposer = SinkDisposer()
      let sink = CountingDisposable()
      let subscription = CountingDisposable()
      // Plain threads, which no queue orders: under the thread sanitizer, a state that is read
      // and then written without an atomic step is reported however the two happen to run.
      onThreads(2) { index in
        if index == 0 {
          disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        } else {
          disposer.dispose()
        }
      }
      #expect(sink.count == 1 && subscription.count == 1)
    }
  }

  @Test("a source that completes inside run hands subscribe a SinkDisposer that is already disposed")
  func completedInsideRunIsDisposed() {
    let subscription = Observable<Int>.create { observer in
      observer.onCompleted()
      return Disposables.create()
    }.subscribe(EventRecorder())
    #expect((subscription as? SinkDisposer)?.isDisposed == true)
  }
}
