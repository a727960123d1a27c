import RxTestSupport
import Step4_Sink
import Testing

@testable import Step5_Operators

/// The RxPrototype article's six subscriptions, replayed with hand-driven sources instead of
/// timers, so that every trace is exact.
@Suite("RxPrototype: the article's six subscriptions", .watchdog())
struct PrototypeSubscriptionsTests {
  /// The chain subscriptions 2 and 3 share. It is built with no trace installed, and an object
  /// writes to the trace that was installed when it was made: its links log, the chain does not.
  let chain = RxPrototype.Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }

  /// False for the `deinit` lines of the chain objects themselves, which go whenever the test
  /// drops the chain, not when the subscription ends.
  func isLinkLine(_ line: String) -> Bool {
    !["Map deinit", "Filter deinit", "Just deinit", "Create deinit"].contains(line)
  }

  // snippet: subscription-one-test
  @Test(
    "1. a kept disposable: events flow, it is disposed top down, all but SubscriptionSink freed"
  )
  func retained() {
    var kept: (any RxPrototype.Disposable)?
    let trace = traced { trace in
      let chain = RxPrototype.Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }
      trace.record("-- subscribe")
      kept = chain.subscribe(on: { trace.record("handled \($0)") })
      trace.record("-- subscribed")
    }
    #expect(
      Array(trace.lines(from: "-- subscribe").prefix { $0 != "-- subscribed" }.filter(isLinkLine))
        == [
          "-- subscribe",
          "SubscriptionSink created",
          "Map subscribing", "MapSink created",
          "Filter subscribing", "FilterSink created",
          "Just subscribing", "JustSource created",
          "JustSource running",
          "JustSource forwarding event next(4)",
          "FilterSink on event next(4)", "FilterSink forwarding event next(4)",
          "MapSink on event next(4)", "MapSink forwarding event next(40)",
          "SubscriptionSink on event next(40)", "handled next(40)",
          "JustSource forwarding event completed",
          "FilterSink on event completed", "FilterSink forwarding event completed",
          "MapSink on event completed", "MapSink forwarding event completed",
          "SubscriptionSink on event completed", "handled completed",
          "JustSource disposed", "FilterSink disposed", "MapSink disposed",
          "SubscriptionSink disposed",
          "JustSource deinit", "FilterSink deinit", "MapSink deinit",
        ])
    // The chain itself (Map, Filter, Just) went at the end of `traced`; the kept sink is still here.
    #expect(!trace.lines.contains("SubscriptionSink deinit"))
    withExtendedLifetime(kept) {}  // alive until here
    kept = nil
    #expect(trace.lines.last == "SubscriptionSink deinit")
  }
  // snippet: end

  @Test("2. a disposable set to nil: the SubscriptionSink is freed at that moment, after the rest")
  func setToNil() {
    let trace = traced { trace in
      var disposable: (any RxPrototype.Disposable)? = chain.subscribe(on: { trace.record("handled \($0)") })
      weak let sink = disposable as AnyObject?
      trace.record("-- set to nil")
      disposable = nil
      #expect(sink == nil)
    }
    #expect(
      trace.lines(endingWith: " deinit") == [
        "JustSource deinit", "FilterSink deinit", "MapSink deinit", "SubscriptionSink deinit",
      ])
    #expect(Array(trace.lines(from: "-- set to nil")) == ["-- set to nil", "SubscriptionSink deinit"])
  }

  @Test("3. a discarded disposable: everything, the SubscriptionSink too, is freed before subscribe's caller goes on")
  func discarded() {
    let trace = traced { trace in
      _ = chain.subscribe(on: { trace.record("handled \($0)") })
      trace.record("-- after subscribe")
    }
    #expect(trace.lines.contains("handled next(40)") && trace.lines.contains("handled completed"))
    #expect(
      Array(trace.lines(from: "JustSource disposed")) == [
        "JustSource disposed", "FilterSink disposed", "MapSink disposed", "SubscriptionSink disposed",
        "JustSource deinit", "FilterSink deinit", "MapSink deinit", "SubscriptionSink deinit",
        "-- after subscribe",
      ])
  }

  @Test("4. create that sends later: its events arrive when sent, then the chain is disposed and freed")
  func createSendsLater() {
    var pending: AnyObserver<Int>?
    let closureDisposable = CountingDisposable()
    var kept: (any RxPrototype.Disposable)?
    let trace = traced { trace in
      let source = RxPrototype.Observable<Int>.create { observer in
        pending = observer
        return closureDisposable
      }
      trace.record("-- subscribe")
      kept = source.subscribe(on: { trace.record("handled \($0)") })
      trace.record("-- later")
      pending?.onNext(15)
      pending?.onCompleted()
      trace.record("-- the closure lets go of its observer")
      pending = nil
    }
    #expect(
      Array(trace.lines(from: "-- subscribe").filter(isLinkLine)) == [
        "-- subscribe",
        "SubscriptionSink created",
        "Create subscribing", "CreateSource created",
        "CreateSource running",
        "-- later",
        "CreateSource on event next(15)", "CreateSource forwarding event next(15)",
        "SubscriptionSink on event next(15)", "handled next(15)",
        "CreateSource on event completed", "CreateSource forwarding event completed",
        "SubscriptionSink on event completed", "handled completed",
        "CreateSource disposed", "SubscriptionSink disposed",
        "-- the closure lets go of its observer",
        "CreateSource deinit",
      ])
    #expect(closureDisposable.disposals == 1)
    withExtendedLifetime(kept) {}  // held throughout
  }

  @Test("5. create disposed before its events fire: the chain is taken down at once and later events reach nothing")
  func createDisposedEarly() {
    var pending: AnyObserver<Int>?
    let closureDisposable = CountingDisposable()
    let source = RxPrototype.Observable<Int>.create { observer in
      pending = observer
      return closureDisposable
    }
    .filter { $0 > 0 }
    var handled: [String] = []
    let trace = traced { trace in
      let disposable = source.subscribe(on: { handled.append("\($0)") })
      disposable.dispose()
      trace.record("-- later")
      pending?.onNext(19)
      pending?.onCompleted()
      trace.record("-- the closure lets go of its observer")
      pending = nil
      withExtendedLifetime(disposable) {}
    }
    #expect(
      Array(trace.lines(from: "CreateSource running")) == [
        "CreateSource running",
        "CreateSource disposed", "FilterSink disposed", "SubscriptionSink disposed",
        "FilterSink deinit",
        "-- later",
        "CreateSource on event next(19)",
        "CreateSource on event completed",
        "-- the closure lets go of its observer",
        "CreateSource deinit",
        "SubscriptionSink deinit",
      ])
    #expect(handled.isEmpty)
    #expect(closureDisposable.disposals == 1)
  }

  @Test(
    "6. a PublishSubject with two subscribers: each event reaches both in order, and completed removes and frees each")
  func publishSubject() {
    let trace = traced { trace in
      let subject = RxPrototype.PublishSubject<Int>()
      let first = subject.subscribe(on: { trace.record("subscriber 1 handled \($0)") })
      let second = subject.subscribe(on: { trace.record("subscriber 2 handled \($0)") })
      trace.record("-- sending")
      subject.onNext(10)
      subject.onNext(20)
      subject.onCompleted()
      #expect(subject.subscriberCount == 0)
      withExtendedLifetime((first, second)) {}
    }
    #expect(
      Array(trace.lines(from: "-- sending")) == [
        "-- sending",
        "PublishSubject on event next(10)",
        "PublishSubjectSubscription forwarding event next(10)",
        "SubscriptionSink on event next(10)", "subscriber 1 handled next(10)",
        "PublishSubjectSubscription forwarding event next(10)",
        "SubscriptionSink on event next(10)", "subscriber 2 handled next(10)",
        "PublishSubject on event next(20)",
        "PublishSubjectSubscription forwarding event next(20)",
        "SubscriptionSink on event next(20)", "subscriber 1 handled next(20)",
        "PublishSubjectSubscription forwarding event next(20)",
        "SubscriptionSink on event next(20)", "subscriber 2 handled next(20)",
        "PublishSubject on event completed",
        "PublishSubjectSubscription forwarding event completed",
        "SubscriptionSink on event completed", "subscriber 1 handled completed",
        "PublishSubject removing 1", "PublishSubjectSubscription disposed", "SubscriptionSink disposed",
        "PublishSubjectSubscription forwarding event completed",
        "SubscriptionSink on event completed", "subscriber 2 handled completed",
        "PublishSubject removing 2", "PublishSubjectSubscription disposed", "SubscriptionSink disposed",
        "PublishSubjectSubscription deinit", "PublishSubjectSubscription deinit",
      ]
        + trace.lines.suffix(3))
    #expect(
      trace.lines.suffix(3).sorted() == ["PublishSubject deinit", "SubscriptionSink deinit", "SubscriptionSink deinit"])
  }
}
