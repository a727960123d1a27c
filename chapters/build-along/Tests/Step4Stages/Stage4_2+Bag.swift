import StageSupport
import Step4_Sink
import Testing

/// The bag under `CompositeDisposable`, which subjects use too: keys, removal by key, the order
/// `forEach` visits, `removeAll` and copies.
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

  @Test("once the first value has left, the next one inserted takes its place at the front")
  func newcomerTakesTheFreeFirstSlot() {
    var bag = Bag<String>()
    let a = bag.insert("A")
    _ = bag.insert("B")
    _ = bag.insert("B2")
    _ = bag.removeKey(a)
    _ = bag.insert("C")
    #expect(values(bag) == ["C", "B", "B2"])
  }

  @Test("past the first value, the next thirty are visited in insertion order, gaps closed")
  func arrayKeepsInsertionOrder() {
    var bag = Bag<Int>()
    let keys = (0...30).map { bag.insert($0) }
    _ = bag.removeKey(keys[5])
    _ = bag.removeKey(keys[17])
    #expect(values(bag) == (0...30).filter { $0 != 5 && $0 != 17 })
  }

  @Test("past thirty-one values the rest are still visited once each, after the first thirty-one")
  func dictionaryHoldsTheRest() {
    var bag = Bag<Int>()
    let keys = (0..<100).map { bag.insert($0) }
    let visited = values(bag)
    #expect(Array(visited.prefix(31)) == Array(0..<31))
    #expect(visited.dropFirst(31).sorted() == Array(31..<100))
    #expect(bag.removeKey(keys[99]) == 99)
    #expect(bag.removeKey(keys[40]) == 40)
    #expect(bag.count == 98)
  }

  @Test("removeAll empties the bag, and later keys carry on from where they were")
  func removeAllKeepsCounting() {
    var bag = Bag<Int>()
    _ = bag.insert(1)
    _ = bag.insert(2)
    bag.removeAll()
    #expect(bag.count == 0)
    #expect(values(bag).isEmpty)
    #expect(bag.insert(3).rawValue == 2)
  }

  @Test("a copy is a snapshot: changes to the bag afterwards do not reach it")
  func copyIsSnapshot() {
    var bag = Bag<String>()
    let a = bag.insert("a")
    _ = bag.insert("b")
    let snapshot = bag
    _ = bag.removeKey(a)
    _ = bag.insert("c")
    #expect(values(snapshot) == ["a", "b"])
    #expect(values(bag) == ["c", "b"])
  }

  @Test("removeAll empties a crowded bag too, the values past the first thirty-one included")
  func removeAllEmptiesACrowd() {
    var bag = Bag<Int>()
    for value in 0..<40 { _ = bag.insert(value) }
    bag.removeAll()
    #expect(bag.count == 0)
    #expect(values(bag).isEmpty)
    _ = bag.insert(40)
    #expect(values(bag) == [40])
  }
}

/// The values of `bag`, in the order `forEach` visits them.
private func values<T>(_ bag: Bag<T>) -> [T] {
  var values: [T] = []
  bag.forEach { values.append($0) }
  return values
}
