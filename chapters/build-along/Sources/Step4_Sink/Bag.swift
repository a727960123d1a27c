/// The ticket `Bag.insert` hands back: it names one entry, so that this entry and no
/// other can be removed later.
public struct BagKey: Hashable, Sendable {
  /// The key's number. Keys count up from 0, one per insertion, and wrap at `UInt64.max`.
  public let rawValue: UInt64
}

/// A collection that hands out a key for every value inserted and removes a value by its
/// key in constant time. Subjects keep their subscribers in one, `CompositeDisposable`
/// its children.
///
/// Its layout is RxSwift's: a slot of its own for one value, an array for the next
/// thirty, a dictionary for the rest. Most bags hold one value, and a single slot is the
/// cheapest home.
public struct Bag<T> {
  /// Makes an empty bag whose first key is 0.
  public init() {
    // TODO: chapter 6, "The Bag: keys that count"
  }

  /// Makes an empty bag whose first key is `firstKey`, so that a test can reach the wrap
  /// at `UInt64.max` without inserting 2^64 values.
  init(firstKey: UInt64) {
    // TODO: chapter 6, "The Bag: keys that count"
  }

  /// How many values the bag holds.
  public var count: Int {
    // TODO: chapter 6, "The Bag: keys that count"
    0
  }

  /// Keeps `value` and returns the key that removes it: in the slot if it is free, else
  /// in the dictionary once there is one, else at the end of the array while it has room.
  public mutating func insert(_ value: T) -> BagKey {
    // TODO: chapter 6, "The Bag: keys that count"
    BagKey(rawValue: 0)
  }

  /// Removes the value inserted under `key` and returns it, or returns nil if it is not
  /// here (already removed, or never handed out by this bag). Constant time: the array it
  /// may search holds thirty values at most.
  public mutating func removeKey(_ key: BagKey) -> T? {
    // TODO: chapter 6, "The Bag: keys that count"
    nil
  }

  /// Removes every value. The keys already handed out stay used: the next key is not
  /// reset.
  public mutating func removeAll() {
    // TODO: chapter 6, "The Bag: keys that count"
  }

  /// Calls `body` with every value: the slot's, then the array's oldest first, then the
  /// dictionary's in no particular order.
  public func forEach(_ body: (T) throws -> Void) rethrows {
    // TODO: chapter 6, "The Bag: keys that count"
  }
}

extension Bag: Sendable where T: Sendable {}
