import StageSupport
import Step4_Sink
import Testing

/// The bag under `CompositeDisposable`: keys, removal by key, and what `forEach` visits.
extension Stage4_2 {
  @Test("keys count up from 0, one per insertion")
  func bagKeysCountUp() {
    var bag = Bag<String>()
    let keys = ["a", "b", "c"].map { bag.insert($0) }
    #expect(keys.map(\.rawValue) == [0, 1, 2])
    #expect(bag.count == 3)
  }

  @Test("removing a key returns its value and leaves the others in insertion order")
  func bagRemoveKeepsOrder() {
    var bag = Bag<String>()
    let keys = ["a", "b", "c", "d", "e"].map { bag.insert($0) }
    #expect(bag.removeKey(keys[1]) == "b")
    #expect(bag.removeKey(keys[3]) == "d")
    var seen: [String] = []
    bag.forEach { seen.append($0) }
    #expect(seen == ["a", "c", "e"])
    #expect(bag.count == 3)
  }

  @Test("removing the same key twice returns nil the second time and removes nothing else")
  func bagRemoveTwice() {
    var bag = Bag<Int>()
    let key = bag.insert(1)
    _ = bag.insert(2)
    #expect(bag.removeKey(key) == 1)
    #expect(bag.removeKey(key) == nil)
    #expect(bag.count == 1)
  }

  @Test("removing children from a large composite, newest first, leaves the others in place")
  func removeFromLargeComposite() throws {
    let composite = CompositeDisposable()
    let children = (0..<200).map { _ in CountingDisposable() }
    let keys = try children.map { try #require(composite.insert($0)) }
    for key in keys.reversed().prefix(150) {
      composite.remove(for: key)
    }
    #expect(composite.count == 50)
    #expect(children.prefix(50).allSatisfy { $0.count == 0 })
    composite.dispose()
    #expect(children.allSatisfy { $0.count == 1 })
  }
}
