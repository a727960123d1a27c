import Step4_Sink

// snippet: bag
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
  private typealias Entry = (key: BagKey, value: T)

  private var entries: [Entry] = []
  private var nextKey: UInt64

  /// Makes an empty bag whose first key is 0.
  public init() {
    self.init(firstKey: 0)
  }

  /// Makes an empty bag whose first key is `firstKey`, so that a test can reach the wrap at
  /// `UInt64.max` without inserting 2^64 values.
  init(firstKey: UInt64) {
    nextKey = firstKey
  }

  /// How many values the bag holds.
  public var count: Int {
    entries.count
  }
  // snippet: end

  // snippet: bag-insert
  /// Adds `value` at the end and returns the key that removes it.
  public mutating func insert(_ value: T) -> BagKey {
    let key = BagKey(rawValue: nextKey)
    // `&+` wraps to 0 after `UInt64.max` where `+` would trap. At a billion insertions a second
    // the wrap is 584 years away; the point is that a counter must not be able to crash the app.
    nextKey = nextKey &+ 1
    entries.append((key: key, value: value))
    return key
  }
  // snippet: end

  // snippet: bag-remove
  /// Removes the value inserted under `key` and returns it, or returns nil if it is not here
  /// (already removed, or never handed out by this bag).
  public mutating func removeKey(_ key: BagKey) -> T? {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
    return entries.remove(at: index).value
  }

  /// Removes every value. The keys already handed out stay used: the next key is not reset.
  public mutating func removeAll() {
    entries.removeAll()
  }

  /// Calls `body` with every value, oldest first.
  public func forEach(_ body: (T) throws -> Void) rethrows {
    for entry in entries {
      try body(entry.value)
    }
  }
  // snippet: end
}

extension Bag: Sendable where T: Sendable {}

// snippet: dispatch
/// Sends `event` to every `on` function in `bag`, oldest first: how a subject delivers an event
/// to the snapshot of its subscribers it took under its lock.
func dispatch<Element>(_ bag: Bag<(Event<Element>) -> Void>, _ event: Event<Element>) {
  bag.forEach { on in on(event) }
}
// snippet: end
