import Appendix_Combining
import Appendix_Sharing
import Step4_Sink
import Step5_Operators
import Step6_Subjects

// 7. Backlogs: an operator that holds N items back, then lets them go. Each runs at three sizes,
// 10,000, 40,000 and 160,000, and the table compares the cost per element with the smallest
// size's: a queue that takes its items from the front of an array moves every item behind the one
// it takes, so the cost per element grows with N (16 times the items, about 16 times the cost per
// element), where a ring buffer keeps it flat. `bench backlog-zip 160000` runs one size once.
extension Workloads {
  static var backlogs: [Workload] {
    [
      backlog("zip", title: "zip of two subjects, the first sends N first", elements: { 2 * $0 }) { count in
        var sum = 0
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        _ = Observable.zip(first, second) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<count { first.onNext(value) }
        for value in 0..<count { second.onNext(value) }
        return sum == count * (count - 1) ? 1 : 0
      },
      backlog("zip-collection", title: "zip of a collection, the same backlog", elements: { 2 * $0 }) { count in
        var sum = 0
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        _ = Observable.zip([first, second]) { $0[0] &+ $0[1] }.subscribe(onNext: { sum &+= $0 })
        for value in 0..<count { first.onNext(value) }
        for value in 0..<count { second.onNext(value) }
        return sum == count * (count - 1) ? 1 : 0
      },
      backlog("concatmap", title: "concatMap, the first inner open, N-1 waiting", elements: { $0 }) { count in
        var sum = 0
        let outer = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        _ = outer.concatMap { $0 == 0 ? first.asObservable() : Observable.just($0) }
          .subscribe(onNext: { sum &+= $0 })
        for value in 0..<count { outer.onNext(value) }
        first.onCompleted()
        return sum == count * (count - 1) / 2 ? 1 : 0
      },
      backlog("merge-limited", title: "merge(maxConcurrent: 2), two open, N-2 waiting", elements: { $0 }) { count in
        var sum = 0
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        _ = outer.merge(maxConcurrent: 2).subscribe(onNext: { sum &+= $0 })
        outer.onNext(first.asObservable())
        outer.onNext(second.asObservable())
        for value in 2..<max(count, 2) { outer.onNext(Observable.just(value)) }
        first.onCompleted()
        second.onCompleted()
        return sum == count * (count - 1) / 2 - 1 ? 1 : 0
      },
      backlog("concat", title: "concat(), the first inner open, N-1 waiting", elements: { $0 }) { count in
        var sum = 0
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        _ = outer.concat().subscribe(onNext: { sum &+= $0 })
        outer.onNext(first.asObservable())
        for value in 1..<max(count, 1) { outer.onNext(Observable.just(value)) }
        first.onCompleted()
        return sum == count * (count - 1) / 2 ? 1 : 0
      },
      backlog("replay-subject", title: "ReplaySubject, buffer N, 2N elements", elements: { 2 * $0 }) { count in
        var sum = 0
        let subject = ReplaySubject<Int>.create(bufferSize: count)
        _ = subject.subscribe(onNext: { sum &+= $0 })
        for value in 0..<(2 * count) { subject.onNext(value) }
        return sum == count * (2 * count - 1) ? 1 : 0
      },
      backlog("replay", title: "replay(N), 2N elements", elements: { 2 * $0 }) { count in
        var sum = 0
        let source = PublishSubject<Int>()
        let replayed = source.replay(count)
        _ = replayed.subscribe(onNext: { sum &+= $0 })
        _ = replayed.connect()
        for value in 0..<(2 * count) { source.onNext(value) }
        return sum == count * (2 * count - 1) ? 1 : 0
      },
      backlog("share-replay", title: "share(replay: N), 2N elements", elements: { 2 * $0 }) { count in
        var sum = 0
        let source = PublishSubject<Int>()
        _ = source.share(replay: count).subscribe(onNext: { sum &+= $0 })
        for value in 0..<(2 * count) { source.onNext(value) }
        return sum == count * (2 * count - 1) ? 1 : 0
      },
    ]
  }

  /// A backlog workload at 10k, 40k and 160k, each size an implementation, so that the ratio is
  /// the growth of the cost per element. `run(N)` returns 1 when every result arrived, whatever N.
  static func backlog(
    _ name: String, title: String, elements: @escaping (Int) -> Int, run: @escaping (Int) -> Int
  ) -> Workload {
    Workload(
      name: "backlog-\(name)", title: title, unit: "ns/element", target: 1.5, targetImplementation: "160k",
      count: 10_000, operations: elements,
      implementations: [
        Implementation(name: "10k", scale: 1, run: run),
        Implementation(name: "40k", scale: 4, run: run),
        Implementation(name: "160k", scale: 16, run: run),
      ])
  }
}
