import Appendix_Schedulers
import Appendix_Sharing
import Dispatch
import Foundation
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// Subscribers that join and leave from several threads while the source sends from others: the
/// connection objects' state (subscribers, count, connection) is touched from all of them. Run
/// under `swift test --sanitize=thread`, a missing lock shows as a data race.
@Suite("Sharing across threads")
struct ConcurrencyTests {
  /// The variants of sharing put under load, by number.
  static func shared(_ variant: Int, _ source: Observable<Int>) -> Observable<Int> {
    switch variant {
    case 0: source.share()
    case 1: source.share(replay: 1)
    case 2: source.share(replay: 2)
    case 3: source.share(replay: 1, scope: .forever)
    default: source.publish().refCount()
    }
  }

  // Not `share()` (variant 0): RxSwift's `ShareWhileConnected` reads the count and adds the
  // subscriber under two holds of the lock, so two subscribers arriving together can both
  // connect (the chapter's aside). Every other kind adds under one hold.
  @Test(
    "subscribers joining at once on many threads, with the source on a concurrent scheduler, share one subscription to it",
    arguments: 1..<5)
  func joinAtOnce(variant: Int) {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let subscribed = LockedList<Int>()
    let source = Observable<Int>.create { observer in
      subscribed.append(1)
      return Observable.from(0..., scheduler: scheduler).subscribe(observer)
    }
    // The operators are thread-safe; the class `Observable` is not marked `Sendable`.
    nonisolated(unsafe) let shared = Self.shared(variant, source)
    let subscriptions = LockedList<any Disposable>()
    let recorders = LockedList<EventRecorder<Int>>()
    DispatchQueue.concurrentPerform(iterations: 40) { _ in
      let recorder = EventRecorder<Int>()
      recorders.append(recorder)
      subscriptions.append(shared.subscribe(recorder))
    }
    // Every subscriber hears elements, then all leave.
    let deadline = Date().addingTimeInterval(30)
    while recorders.items.contains(where: { $0.events.count < 5 }) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    for subscription in subscriptions.items { subscription.dispose() }
    #expect(subscribed.items.count == 1)
    for recorder in recorders.items {
      let elements = recorder.events.compactMap(\.element)
      #expect(elements.count >= 5)
      // Not "in order": RxSwift replays to a newcomer outside the lock, so a live element may
      // overtake the replayed one. Each element still arrives once.
      #expect(Set(elements).count == elements.count)
    }
  }

  @Test("a ReplaySubject fed on one thread while others subscribe gives each an ordered, gapless run")
  func replaySubjectFeedAndSubscribe() {
    let subject = ReplaySubject<Int>.createUnbounded()
    let problems = LockedList<String>()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      for element in 0..<2000 { subject.onNext(element) }
      subject.onCompleted()
    }
    DispatchQueue.concurrentPerform(iterations: 20) { round in
      let recorder = EventRecorder<Int>()
      let done = DispatchSemaphore(value: 0)
      _ = subject.subscribe { event in
        recorder.on(event)
        if event.isStopEvent { done.signal() }
      }
      _ = done.wait(timeout: .now() + 30)
      let elements = recorder.events.compactMap(\.element)
      if elements != Array(0..<2000) { problems.append("round \(round) got \(elements.count) elements") }
    }
    group.wait()
    #expect(problems.items.isEmpty)
  }
}
