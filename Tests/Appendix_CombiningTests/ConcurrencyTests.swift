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
  /// `count` elements, each sent from a Dispatch worker thread of the concurrent scheduler.
  static func concurrentSource(_ values: Range<Int>, on scheduler: ConcurrentDispatchQueueScheduler)
    -> Observable<Int>
  {
    Observable.merge(values.map { Observable.just($0).subscribe(on: scheduler) })
  }

  /// Records the events of `sequence`, checks that no two arrive at once, and waits for the end.
  static func run<Element>(_ sequence: Observable<Element>) -> (events: [Event<Element>], overlapped: Bool) {
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
    #expect(done.wait(timeout: .now() + 30) == .success)
    subscription.dispose()
    return (recorder.events, !overlaps.items.isEmpty)
  }

  // snippet: merge-threads-test
  @Test("flatMap of inner sequences on a concurrent scheduler delivers every element, one at a time, then completes")
  func flatMapFromManyThreads() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<20 {
      let sequence = Observable.from(0..<20).flatMap { outer in
        Observable.from(0..<10).map { outer * 10 + $0 }.subscribe(on: scheduler)
      }
      let (events, overlapped) = Self.run(sequence)
      #expect(!overlapped)
      #expect(events.count == 201)
      #expect(Set(events.compactMap(\.element)) == Set(0..<200))
      #expect(events.last.map { if case .completed = $0 { true } else { false } } == true)
    }
  }
  // snippet: end

  @Test("combineLatest of two sources on a concurrent scheduler keeps its counts whole and completes once")
  func combineLatestFromManyThreads() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<20 {
      let first = Self.concurrentSource(0..<50, on: scheduler)
      let second = Self.concurrentSource(100..<150, on: scheduler)
      let (events, overlapped) = Self.run(Observable.combineLatest(first, second) { $0 + $1 })
      #expect(!overlapped)
      #expect(events.filter(\.isStopEvent).count == 1)
      #expect(events.last.map { if case .completed = $0 { true } else { false } } == true)
      // Once both have sent, every element of either makes one result: at least 100 - 1 - 1.
      #expect(events.count - 1 >= 2 * 50 - 2 - 50)
    }
  }

  @Test("zip of two sources on a concurrent scheduler pairs every element")
  func zipFromManyThreads() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<20 {
      let first = Self.concurrentSource(0..<50, on: scheduler)
      let second = Self.concurrentSource(0..<50, on: scheduler)
      let (events, overlapped) = Self.run(Observable.zip(first, second) { $0 + $1 })
      #expect(!overlapped)
      #expect(events.count == 51)
    }
  }

  @Test("flatMapLatest fed from several threads ends with the latest inner sequence's elements and completes")
  func flatMapLatestFromManyThreads() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<20 {
      let sequence = Self.concurrentSource(0..<50, on: scheduler).flatMapLatest { value in
        Observable.of(value, value).subscribe(on: scheduler)
      }
      let (events, overlapped) = Self.run(sequence)
      #expect(!overlapped)
      #expect(events.last.map { if case .completed = $0 { true } else { false } } == true)
    }
  }
}
