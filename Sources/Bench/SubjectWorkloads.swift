import Appendix_Sharing
import Step4_Sink
import Step6_Subjects

// 8. The subjects themselves: one subscriber, then 1,000, each sent every value; the cost of one
// delivered event. The lesson core's subjects aim to cost no more than RxSwift 6.10.2's for the
// same program, which the bench cannot run (the package has no dependencies): chapter 6 gives
// both counts, from callgrind. Against the floor, the target is a bound against regressions.
extension Workloads {
  static var subjects: [Workload] {
    [1, 1000].flatMap { subscribers in
      [
        subject("publish", title: "PublishSubject", subscribers: subscribers) { PublishSubject<Int>() },
        subject("behavior", title: "BehaviorSubject", subscribers: subscribers) { BehaviorSubject<Int>(value: 0) },
        subject("replay", title: "ReplaySubject(1)", subscribers: subscribers) {
          ReplaySubject<Int>.create(bufferSize: 1)
        },
      ]
    }
  }

  /// `subscribers` subscribers of the subject `make()` makes, then `count` values sent to it.
  static func subject<Subject: SubjectType & ObserverType>(
    _ name: String, title: String, subscribers: Int, make: @escaping () -> Subject
  ) -> Workload where Subject.Element == Int {
    Workload(
      name: "subject-\(name)-\(subscribers)", title: "\(title), \(subscribers) subscriber(s)",
      unit: "ns/delivered event", target: 25, targetImplementation: "lesson", count: 1_000_000 / subscribers,
      operations: { $0 * subscribers },
      implementations: [
        Implementation(name: "floor") { count in
          var sum = 0
          let subject = FloorSubject()
          for _ in 0..<subscribers { _ = subject.subscribe { sum &+= $0 } }
          for value in 0..<count { subject.send(value) }
          return sum
        },
        Implementation(name: "lesson") { count in
          var sum = 0
          let subject = make()
          let subscriptions = (0..<subscribers).map { _ in subject.subscribe(onNext: { sum &+= $0 }) }
          for value in 0..<count { subject.onNext(value) }
          subscriptions.forEach { $0.dispose() }
          return sum
        },
      ])
  }
}
