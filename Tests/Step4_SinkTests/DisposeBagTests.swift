import Dispatch
import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
#endif

@Suite("DisposeBag")
struct DisposeBagTests {
  @Test("a DisposeBag disposes everything it holds when it is released")
  func disposesOnRelease() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    var bag: DisposeBag? = DisposeBag()
    first.disposed(by: bag!)
    bag!.insert(second)
    #expect(first.count == 0)
    bag = nil
    #expect(first.count == 1 && second.count == 1)
  }

  @Test("a disposable added to a disposed bag is disposed at once")
  func lateInsert() {
    let bag = DisposeBag()
    bag.dispose()
    let late = CountingDisposable()
    late.disposed(by: bag)
    #expect(late.count == 1)
  }

  @Test(
    "a disposable may insert into its bag while the bag disposes it, and is disposed at once", .timeLimit(.minutes(1)))
  func reentrantInsert() {
    let late = CountingDisposable()
    let bag = DisposeBag()
    Disposables.create(with: { late.disposed(by: bag) }).disposed(by: bag)
    bag.dispose()
    #expect(late.count == 1)
  }

  @Test("a subscription put in a bag with disposed(by:) stops when the bag goes")
  func subscriptionInBag() {
    var send: ((Int) -> Void)?
    var seen: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    Observable<Int>.create { observer in
      send = { observer.onNext($0) }
      return Disposables.create()
    }
    .subscribe(onNext: { seen.append($0) })
    .disposed(by: bag!)
    send?(1)
    bag = nil
    send?(2)
    #expect(seen == [1])
  }

  @Test("inserts from many threads racing the bag's disposal: every disposable is disposed exactly once")
  func insertsRacingDispose() {
    for _ in 0..<50 {
      let bag = DisposeBag()
      let items = (0..<16).map { _ in CountingDisposable() }
      DispatchQueue.concurrentPerform(iterations: items.count + 1) { index in
        if index == items.count { bag.dispose() } else { bag.insert(items[index]) }
      }
      #expect(items.allSatisfy { $0.count == 1 })
    }
  }
}
