import Appendix_Combining
import Appendix_Sharing
import Step4_Sink
import Step5_Operators
import Step6_Subjects

// 6. Unsubscription: `count` subscribers of one sequence, each subscription disposed, in three
// orders. The lesson's `Bag` removes in constant time whatever the order, so the three figures are
// close to each other, and the figure per subscriber stays flat from 20,000 to 80,000 subscribers.
// (One array searched from the front made newest-first removal quadratic: chapter 6's aside.)
extension Workloads {
  static var unsubscribe: [Workload] {
    [20_000, 80_000].flatMap { count in
      [
        subscribers(name: "publish", title: "PublishSubject", count: count) { PublishSubject<Int>().asObservable() },
        subscribers(name: "replay", title: "ReplaySubject(1)", count: count) {
          ReplaySubject<Int>.create(bufferSize: 1).asObservable()
        },
        subscribers(name: "share", title: "share()", count: count) { PublishSubject<Int>().share() },
        innerSequences(count: count * 5 / 4),
      ]
    }
  }

  /// The orders in which subscriptions are disposed; the first is the baseline of the table.
  static var disposalOrders: [(name: String, order: (Int) -> [Int])] {
    [
      ("oldest first", { Array(0..<$0) }),
      ("newest first", { Array((0..<$0).reversed()) }),
      (
        "random",
        { count in
          var generator = SplitMixGenerator(seed: 42)
          return Array(0..<count).shuffled(using: &generator)
        }
      ),
    ]
  }

  /// `count` subscribers of `make()`'s sequence, then every subscription disposed in each order.
  static func subscribers(name: String, title: String, count: Int, make: @escaping () -> Observable<Int>)
    -> Workload
  {
    Workload(
      name: "unsubscribe-\(name)-\(count / 1000)k", title: "\(title): \(count) subscribers disposed",
      unit: "ns/subscriber", target: 3, targetImplementation: "newest first", count: count, operations: { $0 },
      implementations: disposalOrders.map { order in
        Implementation(name: order.name) { count in
          let source = make()
          let subscriptions = (0..<count).map { _ in source.subscribe(onNext: { _ in }) }
          for index in order.order(count) {
            subscriptions[index].dispose()
          }
          return subscriptions.count
        }
      })
  }

  /// `flatMap` over `count` inner subjects, which then complete in each order, then the outer one.
  static func innerSequences(count: Int) -> Workload {
    Workload(
      name: "unsubscribe-flatmap-\(count / 1000)k", title: "flatMap: \(count) inner sequences completed",
      unit: "ns/inner", target: 3, targetImplementation: "newest first", count: count, operations: { $0 },
      implementations: disposalOrders.map { order in
        Implementation(name: order.name) { count in
          let inners = (0..<count).map { _ in PublishSubject<Int>() }
          let outer = PublishSubject<Int>()
          var completed = 0
          _ = outer.flatMap { inners[$0] }.subscribe(onCompleted: { completed += 1 })
          for index in 0..<count {
            outer.onNext(index)
          }
          for index in order.order(count) {
            inners[index].onCompleted()
          }
          outer.onCompleted()
          return completed
        }
      })
  }
}

/// A small deterministic random number generator, so that the random order is the same each run.
struct SplitMixGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
