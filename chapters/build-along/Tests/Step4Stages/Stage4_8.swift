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
  func insertsRaceTheDisposal() {
    // Eight threads insert while the bag is alive, eight more while it is being disposed: the
    // first disposable it holds keeps the disposal open until those eight inserts have returned,
    // so the race happens every round, not by luck. The late threads reach the bag through an
    // unowned reference (nothing may keep a bag alive while it is being released), and the whole
    // round runs on a thread of its own, so that a bag that disposes under its lock, which those
    // inserts would wait for, fails this rule instead of hanging the stage.
    for _ in 0..<20 {
      let early = (0..<8).map { _ in CountingDisposable() }
      let late = (0..<8).map { _ in CountingDisposable() }
      let finished = finishes {
        var bag: DisposeBag? = DisposeBag()
        unowned(unsafe) let target = bag!
        Disposables.create(with: { onThreads(late.count) { target.insert(late[$0]) } }).disposed(by: target)
        onThreads(early.count) { target.insert(early[$0]) }
        bag = nil  // disposes: first the disposable above, while the late threads insert
      }
      #expect(
        finished,
        """
        the bag's disposal did not end within 5 s: an insert from another thread, made while the bag \
        was disposing, waited for the bag's lock. Take the disposables out under the lock, and dispose \
        them after unlocking
        """)
      if !finished { return }
      // One message per cause: a disposable never disposed, or disposed twice.
      let lostEarly = early.filter { $0.count == 0 }.count
      let lostLate = late.filter { $0.count == 0 }.count
      let twice = (early + late).filter { $0.count > 1 }.count
      #expect(lostEarly == 0, "\(lostEarly) of the disposables inserted before the bag went were never disposed")
      #expect(
        lostLate == 0,
        "\(lostLate) of the disposables inserted while the bag was disposing were never disposed: a disposed bag disposes a newcomer at once, so mark it disposed when you take what it holds"
      )
      #expect(
        twice == 0,
        "\(twice) disposables were disposed more than once: take what the bag holds out of it under the lock")
      if lostEarly + lostLate + twice > 0 { return }
    }
  }
}
