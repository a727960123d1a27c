import Testing

@testable import Appendix_FastCore

/// The fast core's `Bag`: keys and values in two arrays, a key found by binary search. (The
/// lesson core's `Bag` is RxSwift's, with its own tests in `Step6_SubjectsTests/BagTests.swift`.)
@Suite("The fast core's Bag")
struct FastCoreBagTests {
  @Test("removing keys out of order removes exactly their values, and the rest keep their order")
  func removeOutOfOrder() {
    var bag = Bag<String>()
    let keys = ["a", "b", "c", "d", "e"].map { bag.insert($0) }
    #expect(bag.removeKey(keys[3]) == "d")
    #expect(bag.removeKey(keys[0]) == "a")
    #expect(bag.removeKey(keys[2]) == "c")
    #expect(bag.values == ["b", "e"])
    #expect(bag.count == 2)
  }

  @Test("a key already removed, or never handed out, removes nothing")
  func unknownKeys() {
    var bag = Bag<Int>()
    let key = bag.insert(1)
    _ = bag.insert(2)
    #expect(bag.removeKey(key) == 1)
    #expect(bag.removeKey(key) == nil)
    #expect(bag.removeKey(BagKey(rawValue: 99)) == nil)
    #expect(bag.values == [2])
  }

  @Test("keys that wrap past UInt64.max back to 0 are still found by the binary search")
  func wrappingKeys() {
    var bag = Bag<Int>(firstKey: UInt64.max - 1)
    let keys = (0..<4).map { bag.insert($0) }
    #expect(keys.map(\.rawValue) == [UInt64.max - 1, UInt64.max, 0, 1])
    #expect(bag.removeKey(keys[2]) == 2)
    #expect(bag.removeKey(keys[1]) == 1)
    #expect(bag.removeKey(keys[3]) == 3)
    #expect(bag.values == [0])
  }

  @Test("removeAll empties the bag but does not hand out a used key again")
  func removeAllKeepsCounting() {
    var bag = Bag<Int>()
    let first = bag.insert(1)
    bag.removeAll()
    let second = bag.insert(2)
    #expect(second != first)
    #expect(bag.values == [2])
  }
}
