import Dispatch
import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
#endif

@Suite("DisposeBag", .watchdog())
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

  @Test("a disposable may insert into its bag while the bag disposes it, and is disposed at once")
  func reentrantInsert() {
    let late = CountingDisposable()
    let bag = DisposeBag()
    Disposables.create(with: { late.disposed(by: bag) }).disposed(by: bag)
    // On a thread of its own: a bag that disposes under its lock deadlocks, and fails the test.
    #expect(
      finishes { bag.dispose() }, "the insert from inside dispose never returned: is the bag disposing under its lock?")
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
      #expect(early.allSatisfy { $0.count == 1 }, "disposed \(early.map(\.count)) times, inserted before the bag went")
      #expect(
        late.allSatisfy { $0.count == 1 },
        "disposed \(late.map(\.count)) times, inserted while the bag was disposing: mark the bag disposed before it disposes"
      )
      if !(early + late).allSatisfy({ $0.count == 1 }) { return }
    }
  }

}
