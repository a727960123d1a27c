import Appendix_Combining
import Step4_Sink
import Step5_Operators
import Testing

/// `zip` keeps the elements that wait for the other sources in ring buffers, so that each result
/// costs the same whatever the backlog. An array drained with `removeFirst()` moves every waiting
/// element on each result instead: with 160,000 waiting, each result costs sixteen times what it
/// costs with 10,000, and the whole drain grows as the square of the backlog.
///
/// The cost is counted, not timed: how many slots of the sink's own state (its queues' storage,
/// their indices and counts) hold something else after one more result. The sink is found by
/// reflection from the subscription; its state is read with `Mirror`, down to every slot.
@Suite("zip keeps its backlog in ring buffers")
struct ZipBacklogTests {
  /// One way of zipping sources, with its number of sources.
  struct Form: CustomTestStringConvertible, Sendable {
    let name: String
    let arity: Int
    let zip: @Sendable ([Observable<Int>]) -> Observable<Int>
    var testDescription: String { name }
  }

  static let forms = [
    Form(name: "zip of two", arity: 2) { s in Observable.zip(s[0], s[1]) { $0 + $1 } },
    Form(name: "zip of eight", arity: 8) { s in
      Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    },
    Form(name: "zip of a collection of three", arity: 3) { s in Observable.zip(s) { $0.reduce(0, +) } },
  ]

  /// The first source sends `backlog` elements; then every other source sends one element, twice,
  /// making two results. Returns how many slots of the sink's state the second result rewrote, and
  /// how many slots that state has.
  static func slotsRewritten(by form: Form, backlog: Int) -> (rewritten: Int, slots: Int) {
    let sources = (0..<form.arity).map { _ in Feed() }
    var results = 0
    let subscription = form.zip(sources).subscribe(onNext: { _ in results += 1 })
    defer { subscription.dispose() }
    for element in 0..<backlog {
      sources[0].send(element)
    }
    for source in sources.dropFirst() {
      source.send(0)
    }
    guard let sink = findSink(from: subscription) else {
      Issue.record("no sink of zip reachable from the subscription")
      return (0, 0)
    }
    let before = state(of: sink)
    for source in sources.dropFirst() {
      source.send(0)
    }
    let after = state(of: sink)
    #expect(results == 2)
    return (before.rewritten(in: after), after.count)
  }

  /// A source that hands each element straight to its one subscriber: it adds no work of its own,
  /// so the backlog's cost is all there is to count, and the test stays quick.
  final class Feed: Observable<Int> {
    private var observer: ((Event<Int>) -> Void)?

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Int {
      self.observer = observer.on
      return Disposables.create()
    }

    func send(_ element: Int) {
      observer?(.next(element))
    }
  }

  /// The object reachable from `root` whose type is one of zip's sinks.
  static func findSink(from root: Any) -> AnyObject? {
    var seen: Set<ObjectIdentifier> = []
    var pending: [Any] = [root]
    while let value = pending.popLast() {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class {
        let object = value as AnyObject
        guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
        let name = String(describing: type(of: object))
        if name.hasPrefix("Zip"), name.contains("Sink") { return object }
      }
      var level: Mirror? = mirror
      while let current = level {
        pending += current.children.map(\.value)
        level = current.superclassMirror
      }
    }
    return nil
  }

  /// What the sink holds by value (not in other objects), by path: its arrays of elements (an
  /// array, or a ring buffer's storage) slot by slot, and every other value as one slot.
  struct State {
    var slots: [String: [Int?]] = [:]
    var values: [String: String] = [:]

    /// How many slots hold something else in `other`, a slot that is gone or new included.
    func rewritten(in other: State) -> Int {
      let arrays = Set(slots.keys).union(other.slots.keys).map { path in
        let (old, new) = (slots[path] ?? [], other.slots[path] ?? [])
        return zip(old, new).count { $0 != $1 } + abs(old.count - new.count)
      }
      let others = Set(values.keys).union(other.values.keys).count { values[$0] != other.values[$0] }
      return arrays.reduce(others, +)
    }

    var count: Int { slots.values.reduce(values.count) { $0 + $1.count } }
  }

  /// The state of `sink`, read with `Mirror` through its own stored properties and its
  /// superclasses', down into every value they hold but not into other objects.
  static func state(of sink: AnyObject) -> State {
    var state = State()
    func visit(_ value: Any, _ path: String) {
      if let storage = value as? ContiguousArray<Int?> {
        state.slots[path] = Array(storage)
        return
      }
      if let array = value as? [Int] {
        state.slots[path] = array
        return
      }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class || mirror.children.isEmpty {
        // Another object (its state is not the sink's), or a single value.
        state.values[path] = mirror.displayStyle == .class ? "object" : "\(value)"
        return
      }
      for (index, child) in mirror.children.enumerated() {
        visit(child.value, path + "." + (child.label ?? String(index)))
      }
    }
    var level: Mirror? = Mirror(reflecting: sink)
    while let current = level {
      for child in current.children {
        visit(child.value, "\(current.subjectType).\(child.label ?? "?")")
      }
      level = current.superclassMirror
    }
    return state
  }

  @Test(
    "each result rewrites as many slots of zip's state with 160,000 elements waiting as with 10,000",
    arguments: forms)
  func costPerResultDoesNotGrow(form: Form) {
    let small = Self.slotsRewritten(by: form, backlog: 10_000)
    let large = Self.slotsRewritten(by: form, backlog: 160_000)
    #expect(large.slots > 160_000, "the backlog is visible to the count")
    #expect(large.rewritten <= small.rewritten, "slots rewritten per result: \(small.rewritten) → \(large.rewritten)")
  }
}
