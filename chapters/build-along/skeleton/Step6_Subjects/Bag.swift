import Step4_Sink

/// The ticket `Bag.insert` hands back: it names one entry, so that this entry and no other can be
/// removed later.
public struct BagKey: Hashable, Sendable {
  /// The key's number. Keys count up from 0, one per insertion, and wrap at `UInt64.max`.
  public let rawValue: UInt64
}

/// A collection that hands out a key for every value inserted, removes a value by its key, and
/// visits its values in insertion order. A subject keeps its subscribers' `on` functions in one.
///
/// The values sit in one array of (key, value) pairs, oldest first. Copying a bag copies that
/// array lazily (copy-on-write), so a copy taken as a snapshot costs one retain.
public struct Bag<T> {
  /// Makes an empty bag whose first key is 0.
  public init() {
    // TODO: chapter 6, "The Bag: keys that count"
  }

  /// How many values the bag holds.
  public var count: Int {
    // TODO: chapter 6, "The Bag: keys that count"
    0
  }

  /// Adds `value` at the end and returns the key that removes it.
  public mutating func insert(_ value: T) -> BagKey {
    // TODO: chapter 6, "The Bag: keys that count"
    BagKey(rawValue: 0)
  }

  /// Removes the value inserted under `key` and returns it, or returns nil if it is not here
  /// (already removed, or never handed out by this bag).
  public mutating func removeKey(_ key: BagKey) -> T? {
    // TODO: chapter 6, "The Bag: keys that count"
    nil
  }

  /// Removes every value. The keys already handed out stay used: the next key is not reset.
  public mutating func removeAll() {
    // TODO: chapter 6, "The Bag: keys that count"
  }

  /// Calls `body` with every value, oldest first.
  public func forEach(_ body: (T) throws -> Void) rethrows {
    // TODO: chapter 6, "The Bag: keys that count"
  }
}

extension Bag: Sendable where T: Sendable {}
