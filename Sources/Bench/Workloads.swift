import Step4_Sink
import Step5_Operators
import Step6_Subjects

/// The workloads of the benchmark, in the order the appendix discusses them.
enum Workloads {
  static var all: [Workload] {
    [chain, subscription, fanOut, subscribeDispose, trampoline] + unsubscribe + subjects + backlogs
  }

  // 1. One subscription; `count` Ints from a `create` loop through filter and map into a sum.
  static var chain: Workload {
    Workload(
      name: "chain", title: "filter+map chain", unit: "ns/element", target: 1.1, count: 10_000_000,
      operations: { $0 },
      implementations: [
        Implementation(name: "floor") { count in
          var sum = 0
          let chain = floorMap(floorFilter(floorLoop(count), { $0 % 2 == 0 }), { $0 &* 3 })
          chain { event in
            if case .next(let value) = event { sum &+= value }
          }
          return sum
        },
        Implementation(name: "lesson") { count in
          var sum = 0
          _ = Observable<Int>.create { observer in
            for value in 0..<count { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
          }
          .filter { $0 % 2 == 0 }
          .map { $0 &* 3 }
          .subscribe(onNext: { sum &+= $0 })
          return sum
        },
        Implementation(name: "prototype") { count in
          var sum = 0
          _ = RxPrototype.Observable<Int>.create { observer in
            for value in 0..<count { observer.onNext(value) }
            observer.onCompleted()
            return RxPrototype.NopDisposable()
          }
          .filter { $0 % 2 == 0 }
          .map { $0 &* 3 }
          .subscribe(on: { event in
            if case .next(let value) = event { sum &+= value }
          })
          return sum
        },
        FastCore.chain,
      ])
  }

  // 2. `count` times: build just(4).filter.map, subscribe, complete.
  static var subscription: Workload {
    Workload(
      name: "subscription", title: "just.filter.map subscription", unit: "ns/subscription",
      target: 1.1, count: 1_000_000, operations: { $0 },
      implementations: [
        Implementation(name: "floor") { count in
          var sum = 0
          for _ in 0..<count {
            let chain = floorMap(floorFilter(floorJust(4), { $0 > 0 }), { $0 * 10 })
            chain { event in
              if case .next(let value) = event { sum &+= value }
            }
          }
          return sum
        },
        Implementation(name: "lesson") { count in
          var sum = 0
          for _ in 0..<count {
            _ = Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }.subscribe(onNext: { sum &+= $0 })
          }
          return sum
        },
        Implementation(name: "prototype") { count in
          var sum = 0
          for _ in 0..<count {
            _ = RxPrototype.Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }.subscribe(on: { event in
              if case .next(let value) = event { sum &+= value }
            })
          }
          return sum
        },
        FastCore.subscription,
      ])
  }

  /// Subscribers for the fan-out workload.
  static let subscriberCount = 100

  // 3. A subject with 100 subscribers; `count` values, each delivered to all of them.
  static var fanOut: Workload {
    Workload(
      name: "fanout", title: "PublishSubject fan-out", unit: "ns/delivered event", target: 1.0,
      count: 100_000,
      operations: { $0 * subscriberCount },
      implementations: [
        Implementation(name: "floor") { count in
          var sum = 0
          let subject = FloorSubject()
          for _ in 0..<subscriberCount { _ = subject.subscribe { sum &+= $0 } }
          for value in 0..<count { subject.send(value) }
          return sum
        },
        Implementation(name: "lesson") { count in
          var sum = 0
          let subject = PublishSubject<Int>()
          let subscriptions = (0..<subscriberCount).map { _ in subject.subscribe(onNext: { sum &+= $0 }) }
          for value in 0..<count { subject.onNext(value) }
          subscriptions.forEach { $0.dispose() }
          return sum
        },
        Implementation(name: "prototype") { count in
          var sum = 0
          let subject = RxPrototype.PublishSubject<Int>()
          let subscriptions = (0..<subscriberCount).map { _ in
            subject.subscribe(on: { event in
              if case .next(let value) = event { sum &+= value }
            })
          }
          for value in 0..<count { subject.onNext(value) }
          subscriptions.forEach { $0.dispose() }
          return sum
        },
        FastCore.fanOut,
      ])
  }

  // 4. `count` times: subscribe to a subject, then dispose the subscription. The checksum adds
  // what a value sent afterwards reached (nothing: every subscription was disposed).
  static var subscribeDispose: Workload {
    Workload(
      name: "subscribe-dispose", title: "subscribe + dispose on a PublishSubject", unit: "ns/pair",
      target: 1.5, count: 1_000_000, operations: { $0 },
      implementations: [
        Implementation(name: "floor") { count in
          var sum = 0
          let subject = FloorSubject()
          for _ in 0..<count { subject.unsubscribe(subject.subscribe { sum &+= $0 }) }
          subject.send(1)
          return count + sum
        },
        Implementation(name: "lesson") { count in
          var sum = 0
          let subject = PublishSubject<Int>()
          for _ in 0..<count { subject.subscribe(onNext: { sum &+= $0 }).dispose() }
          subject.onNext(1)
          return count + sum
        },
        Implementation(name: "prototype") { count in
          var sum = 0
          let subject = RxPrototype.PublishSubject<Int>()
          for _ in 0..<count {
            subject.subscribe(on: { event in
              if case .next(let value) = event { sum &+= value }
            }).dispose()
          }
          subject.onNext(1)
          return count + sum
        },
        FastCore.subscribeDispose,
      ])
  }
}
