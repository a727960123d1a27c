import Step6_Subjects
import Testing

@Suite("6.1 The Bag: keys that count")
struct Stage6_1 {
  @Test("keys count up from 0, one per insertion")
  func keysCountUp() {
    var bag = Bag<String>()
    let keys = ["a", "b", "c"].map { bag.insert($0) }
    #expect(keys.map(\.rawValue) == [0, 1, 2])
    #expect(bag.count == 3)
  }

  @Test("removing a key returns its value and leaves the others in insertion order")
  func removeKeepsOrder() {
    var bag = Bag<String>()
    _ = bag.insert("a")
    let b = bag.insert("b")
    _ = bag.insert("c")
    #expect(bag.removeKey(b) == "b")
    var seen: [String] = []
    bag.forEach { seen.append($0) }
    #expect(seen == ["a", "c"])
    #expect(bag.count == 2)
  }

  @Test("removing the same key twice returns nil the second time and removes nothing else")
  func removeTwice() {
    var bag = Bag<Int>()
    let key = bag.insert(1)
    _ = bag.insert(2)
    #expect(bag.removeKey(key) == 1)
    #expect(bag.removeKey(key) == nil)
    #expect(bag.count == 1)
  }

  @Test("removeAll empties the bag, and later keys carry on from where they were")
  func removeAllKeepsCounting() {
    var bag = Bag<Int>()
    _ = bag.insert(1)
    _ = bag.insert(2)
    bag.removeAll()
    #expect(bag.count == 0)
    #expect(bag.insert(3).rawValue == 2)
  }

  @Test("a copy is a snapshot: changes to the bag afterwards do not reach it")
  func copyIsSnapshot() {
    var bag = Bag<Int>()
    _ = bag.insert(1)
    let snapshot = bag
    _ = bag.insert(2)
    var seen: [Int] = []
    snapshot.forEach { seen.append($0) }
    #expect(seen == [1])
    #expect(bag.count == 2)
  }
}
