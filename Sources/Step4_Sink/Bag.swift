// snippet: bag
/// The ticket `Bag.insert` hands back: it names one entry, so that this entry and no
/// other can be removed later.
public struct BagKey: Hashable, Sendable {
  /// The key's number. Keys count up from 0, one per insertion, and wrap at `UInt64.max`.
  public let rawValue: UInt64
}

/// A collection that hands out a key for every value inserted and removes a value by its
/// key in constant time. Subjects keep their subscribers in one, ``CompositeDisposable``
/// its children.
///
/// Its layout is RxSwift's: a slot of its own for one value, an array for the next
/// thirty, a dictionary for the rest. Most bags hold one value, and a single slot is the
/// cheapest home.
public struct Bag<T> {
  typealias Entry = (key: BagKey, value: T)

  /// How many values the array holds before the dictionary takes the rest.
  static var arrayCapacity: Int { 30 }

  private var nextKey: UInt64
  // The slot, as two optionals: the next insertion takes it whenever it is free. Checking
  // `key0` needs nothing from the runtime, where an optional `(key, value)` pair of a
  // generic type would need a metadata lookup in code that does not know `T`.
  private(set) var key0: BagKey?
  private(set) var value0: T?
  private(set) var pairs: [Entry] = []  // up to `arrayCapacity` values, oldest first
  // the rest, in no particular order; once made, it stays
  private(set) var dictionary: [BagKey: T]?
  private(set) var onlyFastPath = true  // nothing was ever kept anywhere but the slot

  /// Makes an empty bag whose first key is 0.
  public init() {
    self.init(firstKey: 0)
  }

  /// Makes an empty bag whose first key is `firstKey`, so that a test can reach the wrap
  /// at `UInt64.max` without inserting 2^64 values.
  init(firstKey: UInt64) {
    nextKey = firstKey
  }

  /// How many values the bag holds.
  public var count: Int {
    (key0 == nil ? 0 : 1) + pairs.count + (dictionary?.count ?? 0)
  }
  // snippet: end

  // snippet: bag-insert
  /// Keeps `value` and returns the key that removes it: in the slot if it is free, else
  /// in the dictionary once there is one, else at the end of the array while it has room.
  public mutating func insert(_ value: T) -> BagKey {
    let key = BagKey(rawValue: nextKey)
    // `&+` wraps to 0 after `UInt64.max` where `+` would trap. At a billion insertions a
    // second the wrap is 584 years away; the point is that a counter must not be able to
    // crash the app.
    nextKey = nextKey &+ 1

    if key0 == nil {
      key0 = key
      value0 = value
      return key
    }
    onlyFastPath = false
    if dictionary != nil {
      dictionary?[key] = value
    } else if pairs.count < Self.arrayCapacity {
      pairs.append((key: key, value: value))
    } else {
      dictionary = [key: value]
    }
    return key
  }
  // snippet: end

  // snippet: bag-remove
  /// Removes the value inserted under `key` and returns it, or returns nil if it is not
  /// here (already removed, or never handed out by this bag). Constant time: the array it
  /// may search holds thirty values at most.
  public mutating func removeKey(_ key: BagKey) -> T? {
    if key0 == key {
      key0 = nil
      let value = value0
      value0 = nil
      return value
    }
    if let value = dictionary?.removeValue(forKey: key) {
      return value
    }
    guard let index = pairs.firstIndex(where: { $0.key == key }) else { return nil }
    return pairs.remove(at: index).value
  }

  /// Removes every value. The keys already handed out stay used: the next key is not
  /// reset.
  public mutating func removeAll() {
    key0 = nil
    value0 = nil
    pairs.removeAll()
    dictionary?.removeAll()
  }

  /// Calls `body` with every value: the slot's, then the array's oldest first, then the
  /// dictionary's in no particular order.
  public func forEach(_ body: (T) throws -> Void) rethrows {
    if let value0 {
      try body(value0)
    }
    for entry in pairs {
      try body(entry.value)
    }
    if let dictionary {
      for value in dictionary.values {
        try body(value)
      }
    }
  }
  // snippet: end
}

extension Bag: Sendable where T: Sendable {}
