import ScriptCheck
import Step4_Sink
import Synchronization

/// Your `Bag`, as the bag scripts drive it: a value type, copied as the bag is, with the keys its
/// inserts returned, by their numbers.
struct YourBag: BagScripts.BagUnderScript {
  var bag = Bag<Witness>()
  var keys: [UInt64: BagKey] = [:]

  mutating func insert(_ value: Witness) -> UInt64 {
    let key = bag.insert(value)
    keys[key.rawValue] = key
    return key.rawValue
  }

  mutating func removeKey(_ key: UInt64) -> Witness? {
    keys[key].flatMap { bag.removeKey($0) }
  }

  mutating func removeAll() { bag.removeAll() }
  var count: Int { bag.count }
  func forEach(_ body: (Witness) -> Void) { bag.forEach(body) }
}

/// Your `AtomicInt`, as the atomic scripts drive it.
final class YourAtomicInt: AtomicScripts.AtomicUnderScript, @unchecked Sendable {
  let state: AtomicInt

  init(_ value: Int32) {
    state = AtomicInt(value)
  }

  func fetchOr(_ mask: Int32) -> Int32 { state.fetchOr(mask) }
  func load() -> Int32 { state.load() }
  func isFlagSet(_ mask: Int32) -> Bool { state.isFlagSet(mask) }
  func increment() -> Int32 { state.increment() }
}

/// The bag's and the atomic integer's scripts.
enum BagScriptRuns {
  static let bag = BagScripts.Runs(BagScripts.spec(file: "Sources/Step4_Sink/Bag.swift", make: { YourBag() }))
  static let atomic = AtomicScripts.Runs(
    AtomicScripts.spec(file: "Sources/Step4_Sink/AtomicInt.swift", make: YourAtomicInt.init))
}

extension Bag {
  /// Stage 4.2's bag scripts, named through the type they check.
  static var scripts: BagScripts.Runs { BagScriptRuns.bag }
}

extension Atomic where Value == Int32 {
  /// Stage 4.1's scripts.
  static var scripts: AtomicScripts.Runs { BagScriptRuns.atomic }
}
