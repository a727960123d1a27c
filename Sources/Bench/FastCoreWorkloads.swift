import Appendix_FastCore

// The fast core's side of each workload, in a file of its own: it imports only the fast core, so
// `Observable`, `PublishSubject` and the operators here are the fast core's, and the code reads
// exactly as the lesson core's does in `Workloads.swift`.
enum FastCore {
  static var chain: Implementation {
    Implementation(name: "fast") { count in
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
    }
  }

  static var subscription: Implementation {
    Implementation(name: "fast") { count in
      var sum = 0
      for _ in 0..<count {
        _ = Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }.subscribe(onNext: { sum &+= $0 })
      }
      return sum
    }
  }

  static var fanOut: Implementation {
    Implementation(name: "fast") { count in
      var sum = 0
      let subject = PublishSubject<Int>()
      let subscriptions = (0..<Workloads.subscriberCount).map { _ in subject.subscribe(onNext: { sum &+= $0 }) }
      for value in 0..<count { subject.onNext(value) }
      subscriptions.forEach { $0.dispose() }
      return sum
    }
  }

  static var subscribeDispose: Implementation {
    Implementation(name: "fast") { count in
      var sum = 0
      let subject = PublishSubject<Int>()
      for _ in 0..<count { subject.subscribe(onNext: { sum &+= $0 }).dispose() }
      subject.onNext(1)
      return count + sum
    }
  }
}
