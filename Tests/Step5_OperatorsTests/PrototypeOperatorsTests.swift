import RxTestSupport
import Step4_Sink
import Testing

@testable import Step5_Operators

@Suite("RxPrototype: create, just, filter, map and disposal", .watchdog())
struct PrototypeOperatorsTests {
  /// A `create` source that sends `elements` and `completed` as soon as it is subscribed.
  func synchronous(_ elements: Int...) -> RxPrototype.Observable<Int> {
    RxPrototype.Observable.create { observer in
      for element in elements { observer.onNext(element) }
      observer.onCompleted()
      return RxPrototype.NopDisposable()
    }
  }

  @Test("just sends its one element, then completed")
  func just() {
    let recorder = PrototypeRecorder<String>()
    RxPrototype.Observable.just("a").subscribe(recorder)
    #expect(recorder.descriptions == ["next(a)", "completed"])
  }

  @Test("filter lets through only the elements its predicate accepts, in order")
  func filter() {
    let recorder = PrototypeRecorder<Int>()
    synchronous(1, 2, 3, 4, 5, 6).filter { $0.isMultiple(of: 2) }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(2)", "next(4)", "next(6)", "completed"])
  }

  @Test("map transforms every element, in order, and may change the element type")
  func map() {
    let recorder = PrototypeRecorder<String>()
    synchronous(1, 2, 3).map { "#\($0)" }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(#1)", "next(#2)", "next(#3)", "completed"])
  }

  @Test("a throwing transform ends the chain with its error; later events reach nothing")
  func throwingTransform() {
    var handled: [String] = []
    let trace = traced { _ in
      _ = synchronous(1, 2, 3)
        .map { value in
          if value == 2 { throw TestError() }
          return value * 10
        }
        .subscribe(on: { handled.append("\($0)") })
    }
    #expect(handled == ["next(10)", "error(TestError)"])
    #expect(trace.lines.contains("CreateSource on event next(3)"))
    #expect(!trace.lines.contains("CreateSource forwarding event next(3)"))
  }

  @Test("a throwing predicate ends the chain with its error")
  func throwingPredicate() {
    var handled: [String] = []
    _ = synchronous(1, 2, 3)
      .filter { value in
        if value == 2 { throw TestError() }
        return true
      }
      .subscribe(on: { handled.append("\($0)") })
    #expect(handled == ["next(1)", "error(TestError)"])
  }

  @Test("an error passes through filter and map unchanged and takes the chain down")
  func errorPassesThrough() {
    var handled: [String] = []
    let trace = traced { _ in
      _ = RxPrototype.Observable<Int>.create { observer in
        observer.onError(TestError())
        return RxPrototype.NopDisposable()
      }
      .filter { _ in true }.map { $0 }
      .subscribe(on: { handled.append("\($0)") })
    }
    #expect(handled == ["error(TestError)"])
    #expect(
      trace.lines(endingWith: " disposed") == [
        "CreateSource disposed", "FilterSink disposed", "MapSink disposed", "SubscriptionSink disposed",
      ])
  }

  @Test("disposing early disposes every link once, top down, however often dispose is called")
  func earlyDisposeOnce() {
    let closureDisposable = CountingDisposable()
    let trace = traced { _ in
      let disposable = RxPrototype.Observable<Int>.create { _ in closureDisposable }
        .filter { $0 > 0 }.map { $0 * 10 }
        .subscribe(on: { _ in })
      disposable.dispose()
      disposable.dispose()
    }
    #expect(
      trace.lines(endingWith: " disposed") == [
        "CreateSource disposed", "FilterSink disposed", "MapSink disposed", "SubscriptionSink disposed",
      ])
    #expect(closureDisposable.disposals == 1)
  }

  @Test("a subscription does not keep the chain's sequences alive: its links never point back at them")
  func linksDoNotHoldTheChain() {
    weak var weakChain: RxPrototype.Observable<Int>?
    var pending: AnyObserver<Int>?
    var handled: [String] = []
    var kept: (any RxPrototype.Disposable)?
    do {
      let chain = RxPrototype.Observable<Int>.create { observer in
        pending = observer
        return RxPrototype.NopDisposable()
      }
      .filter { $0 > 0 }.map { $0 * 10 }
      weakChain = chain
      kept = chain.subscribe(on: { handled.append("\($0)") })
    }
    #expect(weakChain == nil)
    pending?.onNext(1)  // the live subscription still works
    #expect(handled == ["next(10)"])
    withExtendedLifetime(kept) {}  // held throughout
  }

  @Test("the closure's disposable is disposed once when the chain completes")
  func closureDisposableOnCompletion() {
    var pending: AnyObserver<Int>?
    let closureDisposable = CountingDisposable()
    let disposable = RxPrototype.Observable<Int>.create { observer in
      pending = observer
      return closureDisposable
    }
    .subscribe(on: { _ in })
    #expect(closureDisposable.disposals == 0)
    pending?.onCompleted()
    disposable.dispose()
    #expect(closureDisposable.disposals == 1)
  }

  @Test("a create closure that completes before returning still has its disposable disposed, at once")
  func completesInsideTheClosure() {
    let closureDisposable = CountingDisposable()
    _ = RxPrototype.Observable<Int>.create { observer in
      observer.onCompleted()
      #expect(closureDisposable.disposals == 0)  // not returned yet: nobody can dispose it
      return closureDisposable
    }
    .subscribe(on: { _ in })
    #expect(closureDisposable.disposals == 1)
  }

  @Test("create enforces the stop rule: nothing sent after completed reaches the subscriber")
  func stopRule() {
    var handled: [String] = []
    _ = RxPrototype.Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onCompleted()
      return RxPrototype.NopDisposable()
    }
    .subscribe(on: { handled.append("\($0)") })
    #expect(handled == ["next(1)", "completed"])
  }

  @Test("a middle link takes the chain above it down on a stop event, even if its own observer does not")
  func middleLinkDisposesUpstream() {
    let closureDisposable = CountingDisposable()
    var pending: AnyObserver<Int>?
    let recorder = PrototypeRecorder<Int>()
    RxPrototype.Observable<Int>.create { observer in
      pending = observer
      return closureDisposable
    }
    .map { $0 * 10 }
    .subscribe(recorder)
    pending?.onCompleted()
    #expect(recorder.descriptions == ["completed"])
    #expect(closureDisposable.disposals == 1)
  }

  @Test("every link is attached to its source before the source runs, so a link can stop a synchronous source mid-run")
  func stopsSynchronousSourceEarly() {
    let recorder = PrototypeRecorder<Int>(disposeSourceAfter: 2)
    let trace = traced { _ in
      synchronous(1, 2, 3, 4).filter { _ in true }.subscribe(recorder)
    }
    #expect(recorder.attachments == 1)
    #expect(recorder.descriptions == ["next(1)", "next(2)"])
    #expect(trace.lines.contains("CreateSource on event next(3)"))
    #expect(!trace.lines.contains("FilterSink on event next(3)"))
  }

  @Test("building a chain runs nothing; every subscription runs the create closure again")
  func lazyAndCold() {
    var runs = 0
    let chain = RxPrototype.Observable<Int>.create { observer in
      runs += 1
      observer.onNext(runs)
      return RxPrototype.NopDisposable()
    }
    .map { $0 * 10 }
    #expect(runs == 0)
    let first = PrototypeRecorder<Int>()
    let second = PrototypeRecorder<Int>()
    chain.subscribe(first)
    chain.subscribe(second)
    #expect(runs == 2)
    #expect(first.descriptions == ["next(10)"] && second.descriptions == ["next(20)"])
  }

  @Test("an object writes to the trace installed when it was made, even when it is freed outside that scope")
  func traceIsCapturedAtCreation() {
    var kept: RxPrototype.Observable<Int>?
    let trace = traced { _ in
      kept = RxPrototype.Observable.just(1)
    }
    #expect(trace.lines == ["Just created"])
    withExtendedLifetime(kept) {}  // alive until here
    kept = nil
    #expect(trace.lines == ["Just created", "Just deinit"])
  }
}
