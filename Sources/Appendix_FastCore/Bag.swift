/// The ticket `Bag.insert` hands back: it names one entry, so that this entry and no other can be
/// removed later.
@frozen
public struct BagKey: Hashable, Sendable {
  /// The key's number. Keys count up from 0, one per insertion, and wrap at `UInt64.max`.
  public let rawValue: UInt64

  @usableFromInline
  init(rawValue: UInt64) {
    self.rawValue = rawValue
  }
}

/// A collection that hands out a key for every value inserted, removes a value by its key, and
/// keeps its values in insertion order. A subject keeps its subscribers in one, and reads them
/// from `values`.
///
/// The keys and the values sit side by side in two arrays, oldest first. Copying a bag copies
/// them lazily (copy-on-write), so a copy taken as a snapshot costs two retains.
@frozen
public struct Bag<T> {
  @usableFromInline
  var keys: [BagKey] = []
  @usableFromInline
  var values: [T] = []
  @usableFromInline
  var nextKey: UInt64

  /// Makes an empty bag whose first key is 0.
  @inlinable
  public init() {
    self.init(firstKey: 0)
  }

  /// Makes an empty bag whose first key is `firstKey`, so that a test can reach the wrap at
  /// `UInt64.max` without inserting 2^64 values.
  @usableFromInline
  init(firstKey: UInt64) {
    nextKey = firstKey
  }

  /// How many values the bag holds.
  @inlinable
  public var count: Int {
    keys.count
  }

  /// Adds `value` at the end and returns the key that removes it.
  @inlinable @inline(__always)
  public mutating func insert(_ value: T) -> BagKey {
    let key = BagKey(rawValue: nextKey)
    // `&+` wraps to 0 after `UInt64.max` where `+` would trap. At a billion insertions a second
    // the wrap is 584 years away; the point is that a counter must not be able to crash the app.
    nextKey = nextKey &+ 1
    keys.append(key)
    values.append(value)
    return key
  }

  /// Removes the value inserted under `key` and returns it, or returns nil if it is not here
  /// (already removed, or never handed out by this bag).
  @inlinable @inline(__always)
  public mutating func removeKey(_ key: BagKey) -> T? {
    guard let index = index(of: key) else { return nil }
    // The newest entry, the one that leaves first most often: `removeLast` does less work than
    // `remove(at:)`, which would move no element either.
    if index == keys.count - 1 {
      keys.removeLast()
      return values.removeLast()
    }
    keys.remove(at: index)
    return values.remove(at: index)
  }

  /// Finds `key` by binary search. The keys along the array increase by insertion, except that
  /// they may wrap past `UInt64.max` back to 0; their distances from the oldest key do not wrap,
  /// so those are what the search compares.
  @inlinable @inline(__always)
  func index(of key: BagKey) -> Int? {
    guard let oldest = keys.first?.rawValue else { return nil }
    let target = key.rawValue &- oldest
    var low = 0
    var high = keys.count - 1
    while low <= high {
      let middle = low + (high - low) / 2
      let distance = keys[middle].rawValue &- oldest
      if distance == target { return middle }
      if distance < target { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
  }

  /// Removes every value. The keys already handed out stay used: the next key is not reset.
  @inlinable
  public mutating func removeAll() {
    keys.removeAll()
    values.removeAll()
  }
}

extension Bag: Sendable where T: Sendable {}
