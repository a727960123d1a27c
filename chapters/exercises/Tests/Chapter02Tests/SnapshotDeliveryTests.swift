import Step2_PullPush
import Testing

@testable import Chapter02

@Suite("Chapter 2, exercise 7: walk a snapshot")
struct SnapshotDeliveryTests {
  /// An observer that records the first value it receives, then unsubscribes itself.
  final class OneShot: Push.ObserverType {
    private let source: FlagObservable
    private(set) var values: [Bool] = []

    init(source: FlagObservable) {
      self.source = source
    }

    func notify(_ value: Bool) {
      values.append(value)
      source.unsubscribe(self)
    }
  }

  @Test("an observer that unsubscribes itself while receiving a value does not make the next one miss it")
  func selfUnsubscribe() {
    let source = FlagObservable()
    let oneShot = OneShot(source: source)
    let after = ValueRecorder<Bool>()
    source.subscribe(oneShot)
    source.subscribe(after)

    source.isFine = false
    source.isFine = true

    #expect(oneShot.values == [false])
    #expect(after.values == [false, true], "the observer after the one who left should miss nothing")
  }

  @Test("an observer unsubscribed by another during a delivery still receives that value, and no later one")
  func removedByAnother() {
    let source = FlagObservable()
    let victim = ValueRecorder<Bool>()
    let remover = Push.AnonymousObserver<Bool> { [unowned source] _ in source.unsubscribe(victim) }
    source.subscribe(remover)
    source.subscribe(victim)

    source.isFine = false
    source.isFine = true

    #expect(victim.values == [false])
  }

  @Test("an observer subscribed during a delivery first receives the next value, not the current one")
  func addedDuringDelivery() {
    let source = FlagObservable()
    let newcomer = ValueRecorder<Bool>()
    let inviter = Push.AnonymousObserver<Bool> { [unowned source] _ in source.subscribe(newcomer) }
    source.subscribe(inviter)

    source.isFine = false
    source.isFine = true

    #expect(newcomer.values == [true])
  }
}
