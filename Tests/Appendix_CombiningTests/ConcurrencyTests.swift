import Appendix_Combining
import Appendix_Schedulers
import Dispatch
import Foundation
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// Sources on concurrent schedulers send from several threads at once into one sink; its lock
/// must keep its state whole and its output serial. Run these under `--sanitize=thread` too.
@Suite("Combining sources that send from several threads")
struct ConcurrencyTests {
  /// Sequences that each send `values` from a thread of their own, all starting together: each
  /// waits, once subscribed, until all `count` have been subscribed.
  static func simultaneous(_ count: Int, _ values: Range<Int>, on scheduler: ConcurrentDispatchQueueScheduler)
    -> [Observable<Int>]
  {
    let barrier = Barrier(count)
    return (0..<count).map { index in
      Observable<Int>.create { observer in
        barrier.arriveAndWait()
        for value in values { observer.onNext(index * values.count + value) }
        observer.onCompleted()
        return Disposables.create()
      }.subscribe(on: scheduler)
    }
  }

  /// Records the events of `sequence`, notes whether two ever arrived at once, and waits for the
  /// end; nil if it did not come in time.
  static func run<Element>(_ sequence: Observable<Element>) -> (events: [Event<Element>], overlapped: Bool)? {
    let recorder = EventRecorder<Element>()
    let inside = NSLock()  // held while an event is being delivered: a second one fails to take it
    let overlaps = LockedList<Bool>()
    let done = DispatchSemaphore(value: 0)
    let subscription = sequence.subscribe(
      AnyObserver { event in
        let alone = inside.try()
        if !alone { overlaps.append(true) }
        recorder.on(event)
        if alone { inside.unlock() }
        if event.isStopEvent { done.signal() }
      })
    let finished = done.wait(timeout: .now() + 30) == .success
    subscription.dispose()
    guard finished else { return nil }
    return (recorder.events, !overlaps.items.isEmpty)
  }

  // snippet: merge-threads-test
  @Test("flatMap over a concurrent scheduler delivers every element, one at a time, then completes")
  func flatMapFromManyThreads() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<30 {
      let inner = Self.simultaneous(4, 0..<2_000, on: scheduler)
      let sequence = Observable.from(0..<4).flatMap { inner[$0] }
      guard let (events, overlapped) = Self.run(sequence) else {
        Issue.record("no stop event within 30 seconds")
        return
      }
      #expect(!overlapped)
      #expect(events.count == 8_001)
      #expect(Set(events.compactMap(\.element)) == Set(0..<8_000))
      #expect(events.last.map { if case .completed = $0 { true } else { false } } == true)
    }
  }
  // snippet: end

  @Test("combineLatest of two sources on a concurrent scheduler keeps its counts whole and completes once")
  func combineLatestFromManyThreads() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<20 {
      let sources = Self.simultaneous(2, 0..<1_000, on: scheduler)
      let (first, second) = (sources[0], sources[1])
      guard let (events, overlapped) = Self.run(Observable.combineLatest(first, second) { $0 + $1 }) else {
        Issue.record("no stop event within 30 seconds")
        return
      }
      #expect(!overlapped)
      #expect(events.filter(\.isStopEvent).count == 1)
      #expect(events.last.map { if case .completed = $0 { true } else { false } } == true)
      // Once both have sent, every element of either makes one result.
      #expect(events.count - 1 >= 1_000)
    }
  }

  @Test("zip of two sources on a concurrent scheduler pairs every element")
  func zipFromManyThreads() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<20 {
      let sources = Self.simultaneous(2, 0..<1_000, on: scheduler)
      guard let (events, overlapped) = Self.run(Observable.zip(sources[0], sources[1]) { ($0, $1) }) else {
        Issue.record("no stop event within 30 seconds")
        return
      }
      #expect(!overlapped)
      #expect(events.count == 1_001)
      // The n-th of one goes with the n-th of the other, whichever thread was ahead.
      #expect(events.compactMap(\.element).allSatisfy { $0.1 - $0.0 == 1_000 })
    }
  }

  @Test("flatMapLatest fed from several threads ends with the latest inner sequence's elements and completes")
  func flatMapLatestFromManyThreads() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<20 {
      let sources = Self.simultaneous(4, 0..<500, on: scheduler)
      let sequence = Observable.merge(sources).flatMapLatest { value in
        Observable.of(value, value).subscribe(on: scheduler)
      }
      guard let (events, overlapped) = Self.run(sequence) else {
        Issue.record("no stop event within 30 seconds")
        return
      }
      #expect(!overlapped)
      #expect(events.last.map { if case .completed = $0 { true } else { false } } == true)
    }
  }
}

/// Lets `count` threads wait for one another, so that they start together.
final class Barrier: @unchecked Sendable {
  private let condition = NSCondition()
  private var waiting: Int  // guarded by `condition`

  init(_ count: Int) {
    waiting = count
  }

  func arriveAndWait() {
    condition.withLock {
      waiting -= 1
      if waiting == 0 {
        condition.broadcast()
      }
      while waiting > 0 {
        condition.wait()
      }
    }
  }
}
