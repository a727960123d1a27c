// snippet: subject-observers
/// The subscribers of a subject: a bag of `AnyObserver<Element>`s to the subject, and inside, a
/// `Bag<AnyObject>` of `ObserverEntry<Element>` objects, a type that does not mention `Element`.
/// The subject's unspecialised code inserts and removes entries without asking the runtime for
/// the metadata of any generic type.
@frozen
public struct SubjectObservers<Element> {
  @usableFromInline
  var entries = Bag<AnyObject>()
  // The entries' class, looked up once when the bag is made: a metatype is a value that holds
  // the class's metadata, and `entryType.init` allocates with it instead of asking the runtime.
  @usableFromInline
  let entryType = ObserverEntry<Element>.self

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
  public mutating func insert(_ observer: AnyObserver<Element>) -> BagKey {
    entries.insert(entryType.init(observer))
  }

  /// Removes the subscriber filed under `key` and returns its entry, or nil if it is not here.
  /// The caller releases the entry, and with it the observer, when it lets go of the result.
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
  public func forEach(_ body: (AnyObserver<Element>) -> Void) {
    entries.forEach { entry in
      // Every entry is an `ObserverEntry<Element>`: `insert` is the only way in. The downcast is
      // unchecked (checked in debug builds), so it asks the runtime nothing.
      body(unsafeDowncast(entry, to: ObserverEntry<Element>.self).observer)
    }
  }
}
// snippet: end

/// One subscriber of a subject, as an object.
@usableFromInline
final class ObserverEntry<Element> {
  @usableFromInline
  let observer: AnyObserver<Element>

  @usableFromInline
  init(_ observer: AnyObserver<Element>) {
    self.observer = observer
  }
}
