import Dispatch
import StageSupport
import Step4_Sink
import Testing

@Suite("4.8 DisposeBag")
struct Stage4_8 {
  @Test("a DisposeBag disposes everything it holds when it is released")
  func disposesOnRelease() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    var bag: DisposeBag? = DisposeBag()
    bag!.insert(first)
    bag!.insert(second)
    #expect(first.count == 0)
    bag = nil
    #expect(first.count == 1 && second.count == 1)
  }

  @Test("disposed(by:) puts a disposable in the bag")
  func disposedBy() {
    let disposable = CountingDisposable()
    var bag: DisposeBag? = DisposeBag()
    disposable.disposed(by: bag!)
    #expect(disposable.count == 0)
    bag = nil
    #expect(disposable.count == 1)
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
  func insertsFromManyThreads() {
    for _ in 0..<50 {
      let items = (0..<16).map { _ in CountingDisposable() }
      do {
        let bag = DisposeBag()
        DispatchQueue.concurrentPerform(iterations: items.count) { index in bag.insert(items[index]) }
      }  // the bag goes here
      let allOnce = items.allSatisfy { $0.count == 1 }
      #expect(allOnce)
      if !allOnce { break }
    }
  }
}
