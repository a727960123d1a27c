// snippet: subject-observers
/// The subscribers of a subject: the observer objects themselves, in a `Bag<AnyObject>`, a type
/// that does not mention `Element`. The subject's unspecialised code inserts and removes them
/// without asking the runtime for the metadata of any generic type.
@frozen
public struct SubjectObservers<Element> {
  @usableFromInline
  var entries = Bag<AnyObject>()

  /// No subscribers.
  @inlinable
  public init() {}

  /// How many subscribers there are.
  @inlinable
  public var count: Int {
    entries.count
  }

  /// Adds `observer` at the end and returns the key that removes it.
  @inlinable @inline(__always)
  public mutating func insert(_ observer: ObserverObject<Element>) -> BagKey {
    entries.insert(observer)
  }

  /// Removes the subscriber filed under `key` and returns it, or nil if it is not here. The
  /// caller releases it when it lets go of the result.
  @inlinable @inline(__always)
  public mutating func removeKey(_ key: BagKey) -> AnyObject? {
    entries.removeKey(key)
  }

  /// Removes every subscriber.
  @inlinable
  public mutating func removeAll() {
    entries.removeAll()
  }

  /// Calls `body` with every subscriber, oldest first.
  @inlinable
  public func forEach(_ body: (ObserverObject<Element>) -> Void) {
    // Every entry is an `ObserverObject<Element>`: `insert` is the only way in. The entries are
    // read as unmanaged references to observer objects, which is what they are in memory: no
    // downcast to check, and no retain and release around each call, which a loop that loads a
    // class reference from an array otherwise pays, because it cannot prove that the call leaves
    // the array alone. This copy of the array holds every entry for the whole loop.
    entries.values.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: Unmanaged<ObserverObject<Element>>.self) { objects in
        for object in objects {
          object._withUnsafeGuaranteedRef(body)
        }
      }
    }
  }
}
// snippet: end
