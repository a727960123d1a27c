import StageSupport
import Step4_Sink
import Testing

@Suite("4.5 Observable.create: the first Producer")
struct Stage4_5 {
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

  @Test("an error is delivered once, ends the subscription and disposes the source")
  func errorEnds() {
    let source = CountingDisposable()
    let recorder = EventRecorder<Int>()
    var send: ((Event<Int>) -> Void)?
    _ = Observable<Int>.create { observer in
      send = { observer.on($0) }
      return source
    }.subscribe(recorder)
    send?(.next(1))
    send?(.error(TestError()))
    send?(.error(TestError()))
    send?(.completed)
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

  @Test(
    "two threads sending stop events into create's observer at the same instant, round after round: exactly one gets through each time"
  )
  func simultaneousStops() {
    // As the observer's rule of the same kind: likely to show a check, then a set, never certain.
    var stopsInFailedRound = 0
    let failed = raceTwoThreads(
      rounds: 1_000_000, meetings: 20_000, seconds: 10, prepare: { _ in CreatedSource() },
      body: { round, thread in
        if thread == 0 { round.observer?.onCompleted() } else { round.observer?.onError(TestError()) }
      },
      check: { round in
        let count = round.recorder.events.count
        if count != 1 { stopsInFailedRound = count }
        return count == 1
      })
    // One message per cause: none got through, or more than one did.
    #expect(
      failed == nil || stopsInFailedRound != 0,
      "in round \(failed ?? 0) the subscriber got no stop event: let the first one through")
    #expect(
      failed == nil || stopsInFailedRound == 0,
      "in round \(failed ?? 0) the subscriber got \(stopsInFailedRound) stop events: set the sink's stop flag and learn whether it was already set in one atomic step"
    )
  }

  @Test("disposing from inside the observer stops the next event")
  func disposeFromOnNext() {
    var subscription: (any Disposable)?
    var seen: [Int] = []
    var send: ((Int) -> Void)?
    subscription = Observable<Int>.create { observer in
      send = { observer.onNext($0) }
      return Disposables.create()
    }.subscribe(
      AnyObserver<Int>(eventHandler: { event in
        if let value = event.element {
          seen.append(value)
          subscription?.dispose()
        }
      }))
    send?(1)
    send?(2)
    #expect(seen == [1])
  }

  @Test("asObservable on another ObservableType wraps it and forwards its events")
  func asObservableWraps() {
    struct Two: ObservableType {
      typealias Element = Int
      func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create()
      }
    }
    let recorder = EventRecorder<Int>()
    _ = Two().asObservable().subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
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
