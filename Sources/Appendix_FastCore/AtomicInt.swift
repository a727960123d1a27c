import Synchronization

/// RxSwift's atomic integer: a handful of bit flags that several threads may read and
/// set.
///
/// RxSwift's own `AtomicInt` is a class holding an `Int32` behind a lock. Here it is the
/// standard library's lock-free `Atomic<Int32>`, stored inline in the object that owns it
/// (no extra allocation), with RxSwift's vocabulary added on top.
public typealias AtomicInt = Atomic<Int32>

extension Atomic where Value == Int32 {
  /// Sets the bits of `mask` and returns the value from before, in one atomic step.
  ///
  /// The old value tells the caller whether it was first: `fetchOr(1) == 0` is true for
  /// exactly one caller, however many threads race.
  @discardableResult
  public func fetchOr(_ mask: Int32) -> Int32 {
    bitwiseOr(mask, ordering: .acquiringAndReleasing).oldValue
  }

  /// The current value.
  public func load() -> Int32 {
    load(ordering: .acquiring)
  }

  /// Whether any bit of `mask` is set.
  public func isFlagSet(_ mask: Int32) -> Bool {
    (load() & mask) != 0
  }

  /// Adds one and returns the value from before.
  @discardableResult
  public func increment() -> Int32 {
    add(1, ordering: .acquiringAndReleasing).oldValue
  }
}
