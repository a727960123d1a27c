import Step4_Sink
import Step5_Operators
import Testing

@testable import Chapter05b

@Suite("Chapter 5b, exercise 2: a last link of your own, with handlers")
struct HandlersLinkTests {
  /// The chain of the chapter's first three subscriptions.
  func chain() -> RxPrototype.Observable<Int> {
    RxPrototype.Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }
  }

  /// A subscription whose handlers write to the trace, so that their calls and the links' lines
  /// come in one order.
  func subscribe(
    _ observable: RxPrototype.Observable<Int>, _ trace: RxPrototype.Trace
  ) -> any RxPrototype.Disposable {
    observable.subscribe(
      onNext: { trace.record("onNext \($0)") },
      onError: { trace.record("onError \($0)") },
      onCompleted: { trace.record("onCompleted") },
      onDisposed: { trace.record("onDisposed") })
  }

  @Test(
    "kept: the handlers run, the chain is taken down from the top, then onDisposed runs, and the links above are freed")
  func kept() {
    var kept: (any RxPrototype.Disposable)?
    let trace = traced { trace in
      let chain = chain()
      kept = subscribe(chain, trace)
      trace.record("-- subscribed")
    }
    let handlersAndEnds = trace.lines.filter { $0.hasPrefix("on") || $0.hasSuffix(" disposed") || $0.hasPrefix("--") }
    #expect(
      handlersAndEnds == [
        "onNext 40", "onCompleted", "JustSource disposed", "FilterSink disposed", "MapSink disposed",
        "onDisposed", "-- subscribed",
      ])
    let freedBeforeReturning = trace.lines.prefix { $0 != "-- subscribed" }.filter { $0.hasSuffix(" deinit") }
    #expect(
      freedBeforeReturning == ["JustSource deinit", "FilterSink deinit", "MapSink deinit"],
      "the kept link still holds the chain above")
    withExtendedLifetime(kept) {}
  }

  @Test("discarded: the handlers run, and once the chain has completed the link itself is freed too")
  func discarded() {
    weak var link: AnyObject?
    let trace = traced { trace in
      link = subscribe(chain(), trace) as AnyObject
    }
    #expect(trace.lines.filter { $0.hasPrefix("on") } == ["onNext 40", "onCompleted", "onDisposed"])
    #expect(link == nil)
  }

  @Test(
    "disposed before create's events fire: the chain goes down at once, onDisposed runs once, later events reach nothing"
  )
  func disposedEarly() {
    var send: AnyObserver<Int>?
    let closureDisposable = CountingPrototypeDisposable()
    var disposals = 0
    var heard: [Int] = []
    let trace = traced { _ in
      let link = RxPrototype.Observable<Int>
        .create { observer in
          send = observer
          return closureDisposable
        }
        .filter { $0 > 0 }
        .subscribe(onNext: { heard.append($0) }, onDisposed: { disposals += 1 })
      link.dispose()
      link.dispose()
    }

    send?.onNext(19)
    send?.onCompleted()

    #expect(heard.isEmpty)
    #expect(disposals == 1)
    #expect(closureDisposable.count == 1)
    #expect(trace.lines(endingWith: " disposed") == ["CreateSource disposed", "FilterSink disposed"])
  }

  @Test("an error reaches onError, then the chain is taken down and onDisposed runs")
  func error() {
    var send: AnyObserver<Int>?
    let trace = traced { trace in
      let failing = RxPrototype.Observable<Int>.create { observer in
        send = observer
        return RxPrototype.NopDisposable()
      }
      _ = subscribe(failing, trace)
    }

    send?.onNext(1)
    send?.onError(TestFailure())
    send?.onNext(2)

    #expect(
      trace.lines.filter { $0.hasPrefix("on") || $0.hasSuffix(" disposed") } == [
        "onNext 1", "onError TestFailure", "CreateSource disposed", "onDisposed",
      ])
  }

  @Test("a PublishSubject with two subscribers: on completed each one's handlers run, and each leaves the subject")
  func publishSubject() {
    let subject = RxPrototype.PublishSubject<Int>()
    var log: [String] = []
    let first = subject.subscribe(onNext: { log.append("1: \($0)") }, onCompleted: { log.append("1: completed") })
    let second = subject.subscribe(onNext: { log.append("2: \($0)") }, onCompleted: { log.append("2: completed") })

    subject.onNext(10)
    subject.onCompleted()

    #expect(log == ["1: 10", "2: 10", "1: completed", "2: completed"])
    #expect(subject.subscriberCount == 0)
    withExtendedLifetime((first, second)) {}
  }
}

/// An error with a short description.
private struct TestFailure: Error, CustomStringConvertible {
  var description: String { "TestFailure" }
}
