import ScriptCheck
import Step4_Sink
import Testing

/// Seeded scripts of subscriptions made with handlers (with and without `onError` and
/// `onDisposed`) and closures, to `create` and to a raw source that polices nothing, run against
/// your `subscribe` and against a reference (`Tests/ScriptCheck/ModelRx.swift`).
extension Stage4_7 {
  @Test(
    "scripts against a reference: subscribe's handlers, closures and the default error handler hear what the reference's hear, in order"
  )
  func scriptsSubscribeHear() {
    expectAgreement(.hears, Observable<Int>.subscribeScripts)
  }

  @Test("scripts against a reference: the disposable subscribe returns says it is disposed when the reference's does")
  func scriptsSubscribeAnswer() {
    expectAgreement(.answers, Observable<Int>.subscribeScripts)
  }

  @Test("scripts against a reference: a subscription made with handlers lets go of them when the reference's does")
  func scriptsSubscribeKeepAlive() {
    // subscribe(onNext:onError:onCompleted:onDisposed:), and the BinaryDisposable it returns
    expectAgreement(.keepsAlive, Observable<Int>.subscribeScripts)
  }
}
