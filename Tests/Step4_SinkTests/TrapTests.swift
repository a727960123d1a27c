import Testing

@testable import Step4_Sink

// Exit tests need a process of their own, which iOS, tvOS, watchOS and visionOS do not give.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Programming errors trap, as in RxSwift. Exit tests run each case in a child process and
  /// check that it stops the program instead of carrying on.
  @Suite("Programming errors trap")
  struct TrapTests {
    @Test("subscribing to the abstract Observable itself traps")
    func abstractObservable() async {
      await #expect(processExitsWith: .failure) {
        _ = Observable<Int>().subscribe(AnyObserver<Int>(eventHandler: { _ in }))
      }
    }

    @Test("a Producer subclass that does not override run traps when subscribed")
    func abstractRun() async {
      await #expect(processExitsWith: .failure) {
        final class Forgetful: Producer<Int> {}
        _ = Forgetful().subscribe(AnyObserver<Int>(eventHandler: { _ in }))
      }
    }

    @Test("handing a SinkDisposer its sink and subscription twice traps")
    func setTwice() async {
      await #expect(processExitsWith: .failure) {
        let disposer = SinkDisposer()
        disposer.setSinkAndSubscription(sink: Disposables.create(), subscription: Disposables.create())
        disposer.setSinkAndSubscription(sink: Disposables.create(), subscription: Disposables.create())
      }
    }

    @Test("a SinkDisposer disposed after the handover with no sink, or no subscription, traps as RxSwift does")
    func sinkNotSet() async {
      let noSink = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let disposer = SinkDisposer()
        disposer.setSinkAndSubscription(sink: Disposables.create(), subscription: Disposables.create())
        disposer.sink = nil  // the broken invariant: handed over, yet nothing to dispose
        disposer.dispose()
      }
      let noSinkOutput = String(decoding: noSink?.standardErrorContent ?? [], as: UTF8.self)
      #expect(noSinkOutput.contains("Sink not set"))
      let noSubscription = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let disposer = SinkDisposer()
        disposer.setSinkAndSubscription(sink: Disposables.create(), subscription: Disposables.create())
        disposer.subscription = nil
        disposer.dispose()
      }
      let noSubscriptionOutput = String(decoding: noSubscription?.standardErrorContent ?? [], as: UTF8.self)
      #expect(noSubscriptionOutput.contains("Subscription not set"))
    }
  }
#endif
