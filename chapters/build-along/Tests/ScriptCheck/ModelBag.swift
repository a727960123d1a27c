/// The reference's bag: RxSwift's layout, a slot for one value, an array for the next thirty, a
/// dictionary for the rest, so that it visits its values in the order the chapter's bag does.
/// Keys count up from `firstKey` and wrap past `UInt64.max`. The dictionary part is kept in
/// insertion order here; a real dictionary has none, so the scripts compare that part as a set.
public struct ModelBag<T> {
  typealias Entry = (key: UInt64, value: T)

  /// The key the next insertion gets.
  public private(set) var nextKey: UInt64
  private var slot: Entry?
  private var array: [Entry] = []
  private var rest: [Entry]?

  /// Makes an empty bag whose first key is `firstKey`.
  public init(firstKey: UInt64 = 0) {
    nextKey = firstKey
  }

  /// How many values it holds.
  public var count: Int {
    (slot == nil ? 0 : 1) + array.count + (rest?.count ?? 0)
  }

  /// Keeps `value`: in the slot if it is free, else in the dictionary once there is one, else in
  /// the array while it has room, else in a new dictionary. Returns its key.
  public mutating func insert(_ value: T) -> UInt64 {
    let key = nextKey
    nextKey = nextKey &+ 1
    if slot == nil {
      slot = (key, value)
    } else if rest != nil {
      rest?.append((key, value))
    } else if array.count < 30 {
      array.append((key, value))
    } else {
      rest = [(key, value)]
    }
    return key
  }

  /// Takes out the value of `key` and returns it, or nil when it is not here.
  public mutating func removeKey(_ key: UInt64) -> T? {
    if let slot, slot.key == key {
      self.slot = nil
      return slot.value
    }
    if let index = rest?.firstIndex(where: { $0.key == key }) {
      return rest?.remove(at: index).value
    }
    guard let index = array.firstIndex(where: { $0.key == key }) else { return nil }
    return array.remove(at: index).value
  }

  /// Takes out every value; the keys go on counting, and a dictionary once made stays.
  public mutating func removeAll() {
    slot = nil
    array.removeAll()
    if rest != nil { rest = [] }
  }

  /// The values in the order `forEach` visits them: the slot's and the array's in order, then the
  /// dictionary's, in an order of its own.
  public var visits: (ordered: [T], unordered: [T]) {
    ((slot.map { [$0.value] } ?? []) + array.map(\.value), (rest ?? []).map(\.value))
  }

  /// Calls `body` with every value, in `visits`' order.
  public func forEach(_ body: (T) -> Void) {
    let (ordered, unordered) = visits
    ordered.forEach(body)
    unordered.forEach(body)
  }
}
