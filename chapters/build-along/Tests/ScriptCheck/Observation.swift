import Foundation

/// What a rule of the scripts compares, each on its own, so that a failure names one cause.
public enum Aspect: Sendable, CaseIterable {
  /// What each subscriber, handler or child heard or had done to it, in order: events, disposals,
  /// reports to a hook, and whether every call returned.
  case hears
  /// What the type under test answers when asked: `hasObservers`, `isDisposed`, `count`, `value()`,
  /// the keys it hands out.
  case answers
  /// What is left alive after each step: the handlers and values the type still holds, and, at the
  /// end, the objects counted in `Resources`.
  case keepsAlive
}

/// One thing a script saw: in which step, of which aspect, in words.
public struct Observation: Equatable, Sendable, CustomStringConvertible {
  /// 0 before the first step, `n` during or right after step `n`; the step after the last is the
  /// end, once the script has let go of everything.
  public let step: Int
  /// The aspect it belongs to.
  public let aspect: Aspect
  /// What was seen, as `a hears next(1)` or `hasObservers: false`.
  public let text: String

  public var description: String { "\(step): \(text)" }
}

/// The observations of one run, appended by the script's code from whichever thread it runs on.
public final class Log: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var seen: [Observation] = []
  private var current = 0

  /// Makes an empty log, at step 0.
  public init() {}

  /// The step the script is in.
  public var step: Int {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }

  /// Notes `text` under `aspect`, in the current step.
  public func note(_ aspect: Aspect, _ text: String) {
    lock.withLock { seen.append(Observation(step: current, aspect: aspect, text: text)) }
  }

  /// Everything noted so far, in order.
  public var observations: [Observation] {
    lock.withLock { seen }
  }
}

/// An object whose lifetime a script watches through a weak reference: a handler or a value holds
/// one, and the script notes whether it is still alive.
public final class Witness: @unchecked Sendable {
  /// The name it is noted under.
  public let name: String

  /// Makes a witness called `name`.
  public init(_ name: String) {
    self.name = name
  }
}

/// A weak reference to a witness.
public struct WeakWitness {
  /// The witness, while something holds it.
  public weak var witness: Witness?
  /// Its name, kept after it is gone.
  public let name: String

  /// Watches `witness`.
  public init(_ witness: Witness) {
    self.witness = witness
    self.name = witness.name
  }
}

extension Log {
  /// Notes which of `watched` are still alive, as `alive: a, c` (or `alive: none`), in the current
  /// step, under `keepsAlive`.
  public func noteAlive(_ label: String, _ watched: [WeakWitness]) {
    let alive = watched.filter { $0.witness != nil }.map(\.name)
    note(.keepsAlive, "\(label) alive: " + (alive.isEmpty ? "none" : alive.joined(separator: ", ")))
  }
}
