import RxTestSupport
import Testing

@testable import Step4_Sink

/// The orders in which the core disposes, as RxSwift's does.
@Suite("Disposal order", .watchdog())
struct DisposeOrderTests {
  @Test(
    "disposing a subscription disposes the sink before the subscription: nothing sent from the cleanup gets through")
  func sinkBeforeSubscription() {
    let recorder = EventRecorder<Int>()
    let subscription = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create { observer.onNext(99) }
    }.subscribe(recorder)
    subscription.dispose()
    #expect(recorder.descriptions == ["next(1)"])
  }

  @Test("a DisposeBag disposes what it holds in the order it was added")
  func disposeBagOrder() {
    let order = LockedList<String>()
    var bag: DisposeBag? = DisposeBag()
    for name in ["first", "second", "third"] {
      Disposables.create { order.append(name) }.disposed(by: bag!)
    }
    bag = nil
    #expect(order.items == ["first", "second", "third"])
  }
}
