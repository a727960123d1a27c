import Appendix_Schedulers
import Step4_Sink
import Step5_Operators

extension Workloads {
  // 5. One subscription to `from` over `count` Ints, summed. Step 5's `from` walks them in a loop
  // inside `run`; the appendix's `from(_:scheduler:)` on the trampoline sends one per scheduled
  // step, each queued and run by the outermost `schedule`. The ratio is the price of being able
  // to stop the walk between two elements: a scheduled item, a lock and a per-thread lookup per
  // element. The plan sets no target for it; 10× is a bound against regressions, not a goal.
  static var trampoline: Workload {
    Workload(
      name: "trampoline", title: "from, immediate vs CurrentThreadScheduler", unit: "ns/element",
      target: 10, targetImplementation: "CurrentThreadScheduler", count: 1_000_000, operations: { $0 },
      implementations: [
        Implementation(name: "immediate") { count in
          var sum = 0
          _ = Observable.from(0..<count).subscribe(onNext: { sum &+= $0 })
          return sum
        },
        Implementation(name: "CurrentThreadScheduler") { count in
          var sum = 0
          _ = Observable.from(0..<count, scheduler: CurrentThreadScheduler.instance)
            .subscribe(onNext: { sum &+= $0 })
          return sum
        },
      ])
  }
}
