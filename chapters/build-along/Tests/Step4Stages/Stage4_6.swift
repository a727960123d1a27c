import Dispatch
import Foundation
import StageSupport
import Testing

// `@testable`: the trap test below calls the internal `SinkDisposer` directly, with the
// initializer and method the skeleton declares; no public path hands it its sink twice.
@testable import Step4_Sink

/// A producer whose sink disposes itself inside `run`, before `run` has returned what the
/// disposer must dispose: the order `SinkDisposer` exists for.
final class EndsInsideRun: Producer<Int> {
  let sink = CountingDisposable()
  let subscription = CountingDisposable()

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Int {
    observer.onCompleted()
    cancel.dispose()  // what a sink does on a stop event, here before run has returned
    return (sink: sink, subscription: subscription)
  }
}

/// A producer whose `cancel` is disposed from another thread while `run` returns.
final class DisposedFromElsewhere: Producer<Int> {
  let sink = CountingDisposable()
  let subscription = CountingDisposable()
  let done = DispatchGroup()

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Int {
    nonisolated(unsafe) let cancel = cancel
    let done = self.done
    done.enter()
    Thread {
      cancel.dispose()
      done.leave()
    }.start()
    return (sink: sink, subscription: subscription)
  }
}

@Suite("4.6 SinkDisposer: when the source finishes before subscribe returns")
struct Stage4_6 {
  @Test("disposed before run returns, the disposer disposes the sink and subscription as soon as they arrive")
  func disposedInsideRun() {
    let producer = EndsInsideRun()
    let disposable = producer.subscribe(EventRecorder<Int>())
    #expect(producer.sink.count == 1 && producer.subscription.count == 1)
    #expect((disposable as? any Cancelable)?.isDisposed == true)
    disposable.dispose()
    #expect(producer.sink.count == 1 && producer.subscription.count == 1)
  }

  @Test("a source that completes inside run is fully disposed before subscribe returns")
  func completesInsideRun() {
    let source = CountingDisposable()
    let subscription = Observable<Int>.create { observer in
      observer.onCompleted()
      return source
    }.subscribe(EventRecorder())
    #expect(source.count == 1)
    #expect((subscription as? any Cancelable)?.isDisposed == true)
  }

  @Test("dispose racing setSinkAndSubscription on two threads disposes each exactly once")
  func raceDisposesOnce() {
    for _ in 0..<300 {
      let producer = DisposedFromElsewhere()
      _ = producer.subscribe(EventRecorder<Int>())
      producer.done.wait()
      let counts = [producer.sink.count, producer.subscription.count]
      #expect(counts == [1, 1])
      if counts != [1, 1] { break }
    }
  }

  @Test("after completion the sink, the observer and the create closure's captured object are released")
  func releasedAfterCompletion() {
    weak var weakToken: Token?
    weak var weakObserver: AnonymousObserver<Int>?
    var subscription: (any Disposable)?
    let seen = LockedList<String>()
    do {
      let token = Token()
      weakToken = token
      let observer = AnonymousObserver<Int> { seen.append($0.description) }
      weakObserver = observer
      subscription = Observable<Int>.create { [token] observer in
        _ = token
        observer.onNext(1)
        observer.onCompleted()
        return Disposables.create()
      }.subscribe(observer)
    }
    // While the caller still holds the disposable, the closure (and what it captured) is gone,
    // and so are the observer and the sink that held it.
    #expect(seen.items == ["next(1)", "completed"])
    #expect(weakToken == nil)
    #expect(weakObserver == nil)
    withExtendedLifetime(subscription) {}
  }

  @Test("after dispose of a source that never ends, everything but the held disposable is released")
  func releasedAfterDispose() {
    weak var weakObserver: AnonymousObserver<Int>?
    let subscription: any Disposable
    do {
      let observer = AnonymousObserver<Int> { _ in }
      weakObserver = observer
      subscription = Observable<Int>.create { _ in Disposables.create() }.subscribe(observer)
    }
    #expect(weakObserver != nil)  // alive while subscribed
    subscription.dispose()
    #expect(weakObserver == nil)
  }

  @Test("a SinkDisposer is counted in Resources from its init to its deinit", .enabled(if: Resources.isTracing))
  func disposerIsCounted() {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      do {
        let disposer = SinkDisposer()
        #expect(tally.alive == 1, "a live SinkDisposer counts \(tally.alive) objects: count it in its init")
        withExtendedLifetime(disposer) {}
      }
      #expect(tally.alive == 0, "\(tally.alive) objects still counted once the disposer went: uncount it in its deinit")
    }
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("handing a SinkDisposer its sink and subscription twice traps")
    func setTwiceTraps() async {
      // A second hand-over is a bug in a Producer: carrying on would drop or double-dispose the
      // first pair. The test runs in a child process, which must stop, not return normally.
      await #expect(
        processExitsWith: .failure,
        "the second setSinkAndSubscription returned normally; it must stop the program, with fatalError"
      ) {
        let disposer = SinkDisposer()
        disposer.setSinkAndSubscription(sink: Disposables.create(), subscription: Disposables.create())
        disposer.setSinkAndSubscription(sink: Disposables.create(), subscription: Disposables.create())
      }
    }
  #endif
}
