import Testing

@testable import Step4_Sink

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
}
