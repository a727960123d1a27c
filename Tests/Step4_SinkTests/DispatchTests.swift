import Testing

@testable import Step4_Sink

/// `dispatch`, beside the `Bag`: every `on` function once, in the bag's order, and the shortcut
/// after the slot taken only while the bag has never kept a value anywhere else.
@Suite("dispatch")
struct DispatchTests {
  /// What the `on` functions heard, in order.
  final class Heard {
    var items: [String] = []
  }

  /// A bag of `on` functions, one per name, each recording what it hears into `heard`.
  func bag(of names: [String], into heard: Heard) -> (bag: Bag<(Event<Int>) -> Void>, keys: [BagKey]) {
    var bag = Bag<(Event<Int>) -> Void>()
    let keys = names.map { name in
      bag.insert { event in
        if case .next(let value) = event { heard.items.append("\(name) \(value)") }
      }
    }
    return (bag, keys)
  }

  @Test("dispatch calls every on function once: the slot's, then the array's in insertion order, then the rest")
  func reachesEveryone() {
    let heard = Heard()
    let names = (0..<40).map { "O\($0)" }
    dispatch(bag(of: names, into: heard).bag, .next(1))
    #expect(Array(heard.items.prefix(31)) == names.prefix(31).map { "\($0) 1" })
    #expect(heard.items.dropFirst(31).sorted() == names.dropFirst(31).map { "\($0) 1" }.sorted())
  }

  @Test("dispatch still reaches the values past the slot once the slot has emptied")
  func reachesPastTheEmptySlot() {
    let heard = Heard()
    let made = bag(of: ["A", "B", "C"], into: heard)
    var bag = made.bag
    _ = bag.removeKey(made.keys[0])
    dispatch(bag, .next(2))
    #expect(heard.items == ["B 2", "C 2"])
  }

  @Test("a bag that has only ever used its slot is done after it: a newcomer there is the only one called")
  func loneSubscriber() {
    let heard = Heard()
    let made = bag(of: ["A"], into: heard)
    var bag = made.bag
    _ = bag.removeKey(made.keys[0])
    _ = bag.insert { event in
      if case .next(let value) = event { heard.items.append("B \(value)") }
    }
    dispatch(bag, .next(3))
    #expect(heard.items == ["B 3"])
    #expect(bag.onlyFastPath)
  }
}
