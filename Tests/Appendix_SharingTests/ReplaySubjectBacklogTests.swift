import Appendix_Sharing
import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

/// A bounded `ReplaySubject` (and `replay(_:)` and `share(replay:)`, which keep one) drops its
/// oldest element from a ring buffer, so that a `next` costs the same whatever the buffer holds.
/// An array that drops it with `removeFirst()` moves every remembered element on each `next`
/// instead: with a buffer of 160,000, sixteen times what it costs with 10,000.
///
/// The cost is counted, not timed: how many slots of the subject's own state hold something else
/// after one more `next` (`ReflectedState`).
@Suite("A bounded ReplaySubject keeps its buffer in a ring buffer")
struct ReplaySubjectBacklogTests {
  /// One way of reaching a full replay buffer: a sequence that replays `bufferSize` elements of
  /// `source`, already subscribed to.
  struct Form: CustomTestStringConvertible, Sendable {
    let name: String
    let make: @Sendable (PublishSubject<Int>, Int) -> Observable<Int>
    var testDescription: String { name }
  }

  static let forms = [
    Form(name: "ReplaySubject.create(bufferSize:)") { source, bufferSize in
      let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
      _ = source.subscribe(subject)
      return subject.asObservable()
    },
    Form(name: "replay(_:)") { source, bufferSize in
      let replayed = source.replay(bufferSize)
      _ = replayed.connect()
      return replayed.asObservable()
    },
    Form(name: "share(replay:)") { source, bufferSize in source.share(replay: bufferSize) },
  ]

  /// Fills a buffer of `bufferSize` and drops one element from it; then one more `next` drops the
  /// next oldest. Returns how many slots of the subject's state that rewrote, and how many slots
  /// the state has.
  static func slotsRewritten(by form: Form, bufferSize: Int) -> (rewritten: Int, slots: Int) {
    let source = PublishSubject<Int>()
    let subscription = form.make(source, bufferSize).subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    for element in 0...bufferSize {
      source.onNext(element)
    }
    guard let subject = ReflectedState.object(reachableFrom: subscription, typeNamePrefix: "ReplayMany") else {
      Issue.record("no replay buffer reachable from the subscription")
      return (0, 0)
    }
    let before = ReflectedState(of: subject)
    source.onNext(bufferSize + 1)
    let after = ReflectedState(of: subject)
    return (before.slotsRewritten(in: after), after.slotCount)
  }

  @Test("a next rewrites as many slots of a full buffer of 160,000 as of 10,000", arguments: forms)
  func costPerElementDoesNotGrow(form: Form) {
    let small = Self.slotsRewritten(by: form, bufferSize: 10_000)
    let large = Self.slotsRewritten(by: form, bufferSize: 160_000)
    #expect(large.slots > 160_000, "the buffer is visible to the count")
    #expect(large.rewritten <= small.rewritten, "slots rewritten: \(small.rewritten) → \(large.rewritten)")
  }
}
