import Testing

@testable import Step4_Sink

@Suite("Bag")
struct BagTests {
  /// The values of `bag`, in the order `forEach` visits them.
  func values<T>(_ bag: Bag<T>) -> [T] {
    var values: [T] = []
    bag.forEach { values.append($0) }
    return values
  }

  @Test("keys count up from 0, one per insertion")
  func keysCountUp() {
    var bag = Bag<String>()
    let keys = ["a", "b", "c"].map { bag.insert($0) }
    #expect(keys.map(\.rawValue) == [0, 1, 2])
  }

  @Test("every key is unique and larger than the one before, even when values are removed in between")
  func keysUniqueAndIncreasing() {
    var bag = Bag<Int>()
    var keys: [BagKey] = []
    for value in 0..<20 {
      keys.append(bag.insert(value))
      if value % 3 == 0 {
        _ = bag.removeKey(keys[value / 2])
      }
    }
    #expect(Set(keys).count == keys.count)
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.rawValue < $1.rawValue })
  }

  @Test("removing a key returns its value and leaves the others in insertion order")
  func removeKeepsOrder() {
    var bag = Bag<String>()
    let keys = ["a", "b", "c", "d", "e"].map { bag.insert($0) }
    #expect(bag.removeKey(keys[1]) == "b")
    #expect(bag.removeKey(keys[3]) == "d")
    #expect(values(bag) == ["a", "c", "e"])
    #expect(bag.count == 3)
  }

  @Test("removing the same key twice returns nil the second time and removes nothing else")
  func removeTwice() {
    var bag = Bag<String>()
    let a = bag.insert("a")
    _ = bag.insert("b")
    #expect(bag.removeKey(a) == "a")
    #expect(bag.removeKey(a) == nil)
    #expect(values(bag) == ["b"])
  }

  @Test("a key the bag has not handed out yet removes nothing")
  func removeUnknownKey() {
    var bag = Bag<String>()
    _ = bag.insert("a")
    #expect(bag.removeKey(BagKey(rawValue: 7)) == nil)
    #expect(values(bag) == ["a"])
  }

  @Test("with no removals, forEach visits the first thirty-one values in insertion order")
  func forEachOrder() {
    var bag = Bag<Int>()
    for value in [5, 3, 9, 1, 7] {
      _ = bag.insert(value)
    }
    #expect(values(bag) == [5, 3, 9, 1, 7])
  }

  @Test("removeAll empties the bag, and later keys carry on from where they were")
  func removeAllKeepsCounting() {
    var bag = Bag<String>()
    _ = bag.insert("a")
    let b = bag.insert("b")
    bag.removeAll()
    #expect(bag.count == 0)
    #expect(values(bag).isEmpty)
    let c = bag.insert("c")
    #expect(c.rawValue == 2)
    #expect(bag.removeKey(b) == nil)
  }

  @Test("the key counter wraps from UInt64.max to 0 instead of trapping")
  func counterWraps() {
    var bag = Bag<String>(firstKey: .max - 1)
    let keys = ["a", "b", "c"].map { bag.insert($0) }
    #expect(keys.map(\.rawValue) == [.max - 1, .max, 0])
    #expect(values(bag) == ["a", "b", "c"])
  }

  @Test("keys on both sides of the wrap are all found again, whatever order they are removed in")
  func removalAcrossTheWrap() {
    var bag = Bag<Int>(firstKey: .max - 2)
    let keys = (0..<6).map { bag.insert($0) }  // raw keys max-2, max-1, max, 0, 1, 2
    #expect(bag.removeKey(keys[4]) == 4)
    #expect(bag.removeKey(keys[1]) == 1)
    #expect(bag.removeKey(keys[5]) == 5)
    #expect(bag.removeKey(keys[0]) == 0)
    #expect(values(bag) == [2, 3])
    #expect(bag.removeKey(keys[3]) == 3)
    #expect(bag.removeKey(keys[2]) == 2)
    #expect(bag.count == 0)
  }

  @Test(
    "random insertions and removals agree with a plain dictionary, past the array and near the wrap too",
    arguments: [0, UInt64.max - 40])
  func agreesWithModel(firstKey: UInt64) {
    var bag = Bag<Int>(firstKey: firstKey)
    var model: [(key: BagKey, value: Int)] = []
    var random = SplitMix(seed: firstKey)
    for step in 0..<400 {
      if model.isEmpty || random.next() % 3 != 0 {
        model.append((bag.insert(step), step))
      } else {
        let victim = model.remove(at: Int(random.next() % UInt64(model.count)))
        #expect(bag.removeKey(victim.key) == victim.value)
      }
      #expect(bag.count == model.count)
    }
    #expect(values(bag).sorted() == model.map(\.value).sorted())
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
    let keys = (0...Bag<Int>.arrayCapacity).map { bag.insert($0) }
    _ = bag.removeKey(keys[5])
    _ = bag.removeKey(keys[17])
    let expected = (0...Bag<Int>.arrayCapacity).filter { $0 != 5 && $0 != 17 }
    #expect(values(bag) == expected)
  }

  @Test("past thirty-one values the rest are still visited once each, after the first thirty-one")
  func dictionaryHoldsTheRest() {
    var bag = Bag<Int>()
    for value in 0..<100 {
      _ = bag.insert(value)
    }
    let visited = values(bag)
    #expect(Array(visited.prefix(31)) == Array(0..<31))
    #expect(visited.dropFirst(31).sorted() == Array(31..<100))
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

/// A small deterministic random number generator, so the model test is the same on every run.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
