/// Scripts for the bag: values go in and come out by key, the bag is emptied, counted, walked, and
/// copied, and the copies walked later.
public enum BagScripts {
  /// One step of a bag script.
  public enum Step: Equatable, Sendable {
    /// Inserts a value named `name`.
    case insert(String)
    /// Removes by the key `insert` returned for `name`.
    case remove(String)
    case removeAll, count, forEach
    /// Keeps a copy of the bag as it is now, under `name`.
    case copy(String)
    /// Walks the copy `name`.
    case forEachOfCopy(String)
  }

  /// What a bag script needs of a bag, whoever wrote it: a value type, copied as a bag is.
  public protocol BagUnderScript {
    mutating func insert(_ value: Witness) -> UInt64
    mutating func removeKey(_ key: UInt64) -> Witness?
    mutating func removeAll()
    var count: Int { get }
    func forEach(_ body: (Witness) -> Void)
  }

  // MARK: - Making scripts

  /// The script of a seed: a few values, or a crowd of them past the slot and the array.
  public static func generate(_ random: inout SeededRandom) -> [Step] {
    var steps: [Step] = []
    var inserted: [String] = []
    var copies = 0
    let crowd = random.chance(20)
    let length = random.int(crowd ? 30...60 : 3...16)
    while steps.count < length {
      switch random.weighted([
        (crowd ? 70 : 40, 0), (inserted.isEmpty ? 0 : 25, 1), (crowd ? 8 : 3, 2), (8, 3), (10, 4),
        (copies < 2 ? 4 : 0, 5),
        (copies > 0 ? 6 : 0, 6),
      ]) {
      case 0:
        let name = "v\(inserted.count)"
        inserted.append(name)
        steps.append(.insert(name))
      case 1: steps.append(.remove(random.pick(inserted)))
      case 2: steps.append(.removeAll)
      case 3: steps.append(.count)
      case 4: steps.append(.forEach)
      case 5:
        copies += 1
        steps.append(.copy("copy\(copies)"))
      default: steps.append(.forEachOfCopy("copy\(random.int(1...copies))"))
      }
    }
    return steps
  }

  /// `steps` without removals of values no earlier step inserted, or walks of copies not made.
  public static func normalize(_ steps: [Step]) -> [Step] {
    var made: Set<String> = []
    return steps.filter { step in
      switch step {
      case .insert(let name), .copy(let name):
        made.insert(name)
        return true
      case .remove(let name), .forEachOfCopy(let name): return made.contains(name)
      default: return true
      }
    }
  }

  // MARK: - Showing scripts

  /// The script as Swift.
  public static func listing(_ steps: [Step]) -> (setup: [String], steps: [String]) {
    (
      ["var bag = Bag<Value>()"],
      steps.map { step in
        switch step {
        case .insert(let name): "key[\"\(name)\"] = bag.insert(Value(\"\(name)\"))"
        case .remove(let name): "bag.removeKey(key[\"\(name)\"])"
        case .removeAll: "bag.removeAll()"
        case .count: "bag.count"
        case .forEach: "bag.forEach { visited($0) }"
        case .copy(let name): "let \(name) = bag"
        case .forEachOfCopy(let name): "\(name).forEach { visited($0) }"
        }
      }
    )
  }

  // MARK: - Running scripts

  /// The values `forEach` visited: the first thirty-one in order (the slot's, then the array's),
  /// the rest, which a dictionary holds in no particular order, sorted.
  static func visits(_ bag: any BagUnderScript) -> String {
    var names: [String] = []
    bag.forEach { names.append($0.name) }
    let ordered = names.prefix(31).joined(separator: ", ")
    let rest = names.dropFirst(31).sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
    return "visits "
      + (names.isEmpty
        ? "nothing" : ordered + (rest.isEmpty ? "" : ", then in any order " + rest.joined(separator: ", ")))
  }

  /// Runs `steps` against the bag `make` makes, and notes what it sees: the keys handed out, what
  /// each removal returns, the counts and walks; which values are still alive after each step; and,
  /// at the end, that none is.
  public static func run(_ steps: [Step], log: Log, make: () -> any BagUnderScript) {
    var witnesses: [WeakWitness] = []
    do {
      var bag = make()
      var keys: [String: UInt64] = [:]
      var copies: [String: any BagUnderScript] = [:]
      for (index, step) in steps.enumerated() {
        log.step = index + 1
        switch step {
        case .insert(let name):
          let value = Witness(name)
          witnesses.append(WeakWitness(value))
          let key = bag.insert(value)
          keys[name] = key
          log.note(.answers, "insert(\(name)) returns the key \(key)")
        case .remove(let name):
          if let key = keys[name] {
            log.note(.answers, "removeKey returns " + (bag.removeKey(key)?.name ?? "nil"))
          }
        case .removeAll: bag.removeAll()
        case .count: log.note(.answers, "count: \(bag.count)")
        case .forEach: log.note(.answers, visits(bag))
        case .copy(let name): copies[name] = bag
        case .forEachOfCopy(let name):
          if let copy = copies[name] { log.note(.answers, "\(name) " + visits(copy)) }
        }
        log.noteAlive("values", witnesses)
      }
      log.step = steps.count + 1
    }
    log.noteAlive("values", witnesses)
  }

  /// The reference's bag, behind the scripts' protocol.
  struct Reference: BagUnderScript {
    var bag: ModelBag<Witness>
    mutating func insert(_ value: Witness) -> UInt64 { bag.insert(value) }
    mutating func removeKey(_ key: UInt64) -> Witness? { bag.removeKey(key) }
    mutating func removeAll() { bag.removeAll() }
    var count: Int { bag.count }
    func forEach(_ body: (Witness) -> Void) { bag.forEach(body) }
  }

  /// The runs of a bag's scripts.
  public typealias Runs = ScriptRuns<Void, Step>

  /// The scripts of a bag: yours made by `make`.
  public static func spec(file: String, make: @escaping () -> any BagUnderScript) -> ScriptSpec<Void, Step> {
    ScriptSpec(
      type: "Bag", file: file, generate: { ((), generate(&$0)) }, normalize: { normalize($0.steps) },
      listing: { listing($0.steps) }, yours: { script, log, _ in run(script.steps, log: log, make: make) },
      reference: { script, log in run(script.steps, log: log, make: { Reference(bag: ModelBag()) }) })
  }
}
