import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
#endif

@Suite("Observable.create on Producer and Sink", .watchdog())
struct CreateTests {
  // snippet: hello-test
  @Test("the hello example delivers exactly next(Hello World) and completed, not Hello again")
  func hello() {
    let recorder = EventRecorder<String>()
    _ = Observable<String>.create { observer in
      observer.onNext("Hello World")
      observer.onCompleted()
      observer.onNext("Hello again")
      return Disposables.create()
    }
    .subscribe(recorder)  // a raw observer: the sink polices the stop rule for it
    #expect(recorder.descriptions == ["next(Hello World)", "completed"])
  }
  // snippet: end

  @Test("nothing runs until someone subscribes, and each subscription runs the closure again")
  func lazyAndCold() {
    var runs = 0
    let observable = Observable<Int>.create { observer in
      runs += 1
      observer.onNext(runs)
      return Disposables.create()
    }
    #expect(runs == 0)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = observable.subscribe(first)
    _ = observable.subscribe(second)
    #expect(first.descriptions == ["next(1)"] && second.descriptions == ["next(2)"])
  }

  @Test("an early dispose stops delivery and disposes the create closure's disposable once")
  func earlyDispose() {
    var send: ((Int) -> Void)?
    let source = CountingDisposable()
    let recorder = EventRecorder<Int>()
    let subscription = Observable<Int>.create { observer in
      send = { observer.onNext($0) }
      return source
    }.subscribe(recorder)
    send?(1)
    subscription.dispose()
    send?(2)
    subscription.dispose()
    #expect(recorder.descriptions == ["next(1)"])
    #expect(source.count == 1)
  }

  /// A disposable that is a struct, not an object: it counts into `source`.
  struct CountingStruct: Disposable {
    let source: CountingDisposable

    func dispose() {
      source.dispose()
    }
  }

  @Test("a disposable the create closure returns as a struct is disposed once, by dispose and at the end alike")
  func structDisposable() {
    let disposedEarly = CountingDisposable()
    let subscription = Observable<Int>.create { _ in CountingStruct(source: disposedEarly) }
      .subscribe(EventRecorder())
    subscription.dispose()
    subscription.dispose()
    let completed = CountingDisposable()
    _ = Observable<Int>.create { observer in
      observer.onCompleted()
      return CountingStruct(source: completed)
    }.subscribe(EventRecorder())
    #expect(disposedEarly.count == 1)
    #expect(completed.count == 1)
  }

  @Test("a source that completes inside run is fully disposed before subscribe returns")
  func completesInsideRun() {
    let source = CountingDisposable()
    let subscription = Observable<Int>.create { observer in
      observer.onCompleted()
      return source
    }.subscribe(EventRecorder())
    #expect(source.count == 1)
    withExtendedLifetime(subscription) {}
  }

  @Test("an error is delivered once, ends the subscription and disposes the source")
  func errorEnds() {
    let source = CountingDisposable()
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError())
      observer.onError(TestError())
      observer.onCompleted()
      return source
    }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
    #expect(source.count == 1)
  }

  @Test("an event the source sends while its completed is still being delivered is dropped")
  func reentrantEventAfterStop() {
    var send: ((Int) -> Void)?
    let recorder = EventRecorder<Int>()
    let observable = Observable<Int>.create { observer in
      send = { observer.onNext($0) }
      observer.onCompleted()
      return Disposables.create()
    }
    // The raw observer reacts to `completed` by making the source send again, re-entrantly.
    _ = observable.subscribe(
      AnyObserver<Int>(eventHandler: { event in
        recorder.on(event)
        if event.isStopEvent { send?(99) }
      }))
    #expect(recorder.descriptions == ["completed"])
  }

  @Test("disposing from inside onNext stops the next event")
  func disposeFromOnNext() {
    var subscription: (any Disposable)?
    var seen: [Int] = []
    var send: ((Int) -> Void)?
    subscription = Observable<Int>.create { observer in
      send = { observer.onNext($0) }
      return Disposables.create()
    }.subscribe { event in
      if let value = event.element {
        seen.append(value)
        subscription?.dispose()
      }
    }
    send?(1)
    send?(2)
    #expect(seen == [1])
  }

  @Test("asObservable on an Observable returns the very same object")
  func asObservableIdentity() {
    let observable = Observable<Int>.create { _ in Disposables.create() }
    #expect(observable.asObservable() === observable)
  }

  @Test("asObservable on another ObservableType wraps it and forwards its events")
  func asObservableWraps() {
    let source = OneThenCompleted()
    let recorder = EventRecorder<Int>()
    _ = source.asObservable().subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "completed"])
  }
}

/// An `ObservableType` that is not an `Observable`: it sends 1, then completed.
private struct OneThenCompleted: ObservableType {
  typealias Element = Int

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
    observer.on(.next(1))
    observer.on(.completed)
    return Disposables.create()
  }

  @Test(
    "two threads sending stop events into create's observer at the same instant, round after round: exactly one gets through each time"
  )
  func simultaneousStops() {
    // As the observer's rule of the same kind: likely to show a check, then a set, never certain.
    let failed = raceTwoThreads(
      rounds: 1_000_000, meetings: 20_000, seconds: 10, prepare: { _ in CreatedSource() },
      body: { round, thread in
        if thread == 0 { round.observer?.onCompleted() } else { round.observer?.onError(TestError()) }
      },
      check: { $0.recorder.events.count == 1 })
    #expect(
      failed == nil,
      "in round \(failed ?? 0) the subscriber got two stop events: set the sink's stop flag and learn whether it was already set in one atomic step"
    )
  }
}

/// One round of the race: a subscription to `create`, with the observer its closure was handed;
/// the subscriber is a raw observer, so only the sink keeps the stop rule for it.
private final class CreatedSource: @unchecked Sendable {
  let recorder = EventRecorder<Int>()
  private(set) var observer: AnyObserver<Int>?

  init() {
    _ = Observable<Int>.create { [unowned self] observer in
      self.observer = observer
      return Disposables.create()
    }
    .subscribe(recorder)
  }
}
