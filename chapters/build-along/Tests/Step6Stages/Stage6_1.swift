import Step4_Sink
import Step6_Subjects
import Testing

@Suite("6.1 The Bag: its order, its crowd, its copies, its dispatch")
struct Stage6_1 {
  /// The values of `bag`, in the order `forEach` visits them.
  func values<T>(_ bag: Bag<T>) -> [T] {
    var values: [T] = []
    bag.forEach { values.append($0) }
    return values
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

  /// A bag of `on` functions that record what they hear, one per name.
  func recorders(_ names: [String], into heard: Recorded) -> (bag: Bag<(Event<Int>) -> Void>, keys: [BagKey]) {
    var bag = Bag<(Event<Int>) -> Void>()
    let keys = names.map { name in
      bag.insert { event in
        if case .next(let value) = event { heard.items.append("\(name) \(value)") }
      }
    }
    return (bag, keys)
  }

  /// What the recorders heard, in order.
  final class Recorded {
    var items: [String] = []
  }

  @Test("dispatch calls every on function once: the slot's, then the array's in insertion order, then the rest")
  func dispatchReachesEveryone() {
    let heard = Recorded()
    let names = (0..<40).map { "O\($0)" }
    let (bag, _) = recorders(names, into: heard)
    dispatch(bag, .next(1))
    #expect(Array(heard.items.prefix(31)) == names.prefix(31).map { "\($0) 1" })
    #expect(heard.items.dropFirst(31).sorted() == names.dropFirst(31).map { "\($0) 1" }.sorted())
  }

  @Test("dispatch still reaches the values past the slot once the slot has emptied")
  func dispatchAfterTheSlotEmptied() {
    let heard = Recorded()
    let made = recorders(["A", "B", "C"], into: heard)
    var bag = made.bag
    _ = bag.removeKey(made.keys[0])
    dispatch(bag, .next(2))
    #expect(heard.items == ["B 2", "C 2"])
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
