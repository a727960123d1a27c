import Appendix_Combining
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// `concatMap`, `concat()` and `merge(maxConcurrent:)` keep the inner sequences that wait their
/// turn in a ring buffer, so that letting the next one in costs the same whatever the backlog.
/// An array drained with `removeFirst()` moves every waiting sequence each time instead: with
/// 160,000 waiting, each costs sixteen times what it costs with 10,000, and draining the whole
/// backlog grows as the square of its length.
///
/// The cost is counted, not timed: how many slots of the sink's own state hold something else
/// after one more inner sequence is let in (`ReflectedState`).
@Suite("concatMap, concat() and merge(maxConcurrent:) keep their backlog in a ring buffer")
struct MergeLimitedBacklogTests {
  /// One way of queueing inner sequences: the sequence of `outer`'s inner sequences, and how many
  /// run at once.
  struct Form: CustomTestStringConvertible, Sendable {
    let name: String
    let running: Int
    let make: @Sendable (PublishSubject<Observable<Int>>) -> Observable<Int>
    var testDescription: String { name }
  }

  static let forms = [
    Form(name: "concatMap", running: 1) { outer in outer.concatMap { $0 } },
    Form(name: "concat()", running: 1) { outer in outer.concat() },
    Form(name: "merge(maxConcurrent: 2)", running: 2) { outer in outer.merge(maxConcurrent: 2) },
  ]

  /// Sends `form.running` inner sequences that stay open, then `backlog` more that wait; then the
  /// first completes, which lets one waiting sequence in. Returns how many slots of the sink's
  /// state that rewrote, and how many slots the state has.
  static func slotsRewritten(by form: Form, backlog: Int) -> (rewritten: Int, slots: Int) {
    let outer = PublishSubject<Observable<Int>>()
    let running = (0..<form.running).map { _ in PublishSubject<Int>() }
    let subscription = form.make(outer).subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    for inner in running {
      outer.onNext(inner.asObservable())
    }
    for _ in 0..<backlog {
      outer.onNext(Observable<Int>.never())
    }
    guard let sink = ReflectedState.object(reachableFrom: subscription, typeNamePrefix: "MergeLimitedSink") else {
      Issue.record("no sink reachable from the subscription")
      return (0, 0)
    }
    let before = ReflectedState(of: sink)
    running[0].onCompleted()
    let after = ReflectedState(of: sink)
    return (before.slotsRewritten(in: after), after.slotCount)
  }

  @Test(
    "letting the next inner sequence in rewrites as many slots with 160,000 waiting as with 10,000",
    arguments: forms)
  func costPerInnerDoesNotGrow(form: Form) {
    let small = Self.slotsRewritten(by: form, backlog: 10_000)
    let large = Self.slotsRewritten(by: form, backlog: 160_000)
    #expect(large.slots > 160_000, "the backlog is visible to the count")
    #expect(large.rewritten <= small.rewritten, "slots rewritten: \(small.rewritten) → \(large.rewritten)")
  }
}
