/// What an object holds by value, read with `Mirror` slot by slot, so that a test can count how
/// much of it one operation rewrites: a counted cost, where timing would be noise.
///
/// Each collection it holds (an array, or a ring buffer's storage) is kept slot by slot; every
/// other value it holds, down through structs, enums and optionals, is one slot. Other objects
/// are not entered: a slot that holds one holds its identity.
///
/// A queue drained with an array's `removeFirst()` shifts every waiting item down one place, so
/// one step rewrites as many slots as items wait; a ring buffer rewrites a few, however many wait.
public struct ReflectedState {
  private var collections: [String: [String]] = [:]
  private var values: [String: String] = [:]

  /// The state of `object`: its own stored properties and its superclasses'.
  public init(of object: AnyObject) {
    var level: Mirror? = Mirror(reflecting: object)
    while let current = level {
      for (index, child) in current.children.enumerated() {
        visit(child.value, at: "\(current.subjectType).\(child.label ?? String(index))")
      }
      level = current.superclassMirror
    }
  }

  /// How many slots hold something else in `later`: a slot gone or new counts too.
  public func slotsRewritten(in later: ReflectedState) -> Int {
    let inCollections = Set(collections.keys).union(later.collections.keys).map { path in
      let (old, new) = (collections[path] ?? [], later.collections[path] ?? [])
      return zip(old, new).count { $0 != $1 } + abs(old.count - new.count)
    }
    let inValues = Set(values.keys).union(later.values.keys).count { values[$0] != later.values[$0] }
    return inCollections.reduce(inValues, +)
  }

  /// How many slots the state has: with a backlog of n items, at least n.
  public var slotCount: Int {
    collections.values.reduce(values.count) { $0 + $1.count }
  }

  private mutating func visit(_ value: Any, at path: String) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection, .set, .dictionary:
      collections[path] = mirror.children.map { Self.identity(of: $0.value) }
    case .class:
      values[path] = Self.identity(of: value)
    default:
      for (index, child) in mirror.children.enumerated() {
        visit(child.value, at: path + "." + (child.label ?? String(index)))
      }
      if mirror.children.isEmpty {
        values[path] = Self.identity(of: value)  // an empty optional, an enum case without payload
      }
    }
  }

  /// What a slot holds: an object's identity, a value's description, `nil`.
  private static func identity(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { identity(of: $0.value) } ?? "nil"
    }
    if mirror.displayStyle == .class {
      return "object \(ObjectIdentifier(value as AnyObject).hashValue)"
    }
    return String(describing: value)
  }

  /// The first object reachable from `root` (through stored properties, breadth first) whose
  /// type's name starts with `prefix`: a sink or a subject a test has no other way to reach.
  public static func object(reachableFrom root: Any, typeNamePrefix prefix: String) -> AnyObject? {
    var seen: Set<ObjectIdentifier> = []
    var pending: [Any] = [root]
    var next = 0
    while next < pending.count {
      let value = pending[next]
      next += 1
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class {
        let object = value as AnyObject
        guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
        if String(describing: type(of: object)).hasPrefix(prefix) {
          return object
        }
      }
      if mirror.displayStyle == .collection || mirror.displayStyle == .dictionary {
        continue  // a backlog to search would take long; what a test looks for is not in one
      }
      var level: Mirror? = mirror
      while let current = level {
        pending += current.children.map(\.value)
        level = current.superclassMirror
      }
    }
    return nil
  }
}
