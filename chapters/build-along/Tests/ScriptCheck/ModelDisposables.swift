/// A child the scripts put into a disposable under test: its name, the witness it holds (so that
/// the script sees when it is let go), and what it does when disposed.
public struct ChildSpec {
  public let name: String
  public let witness: Witness
  public let onDispose: () -> Void
}

/// What a disposable script needs of the disposable under test, whoever wrote it. A kind answers
/// only what it has: `nil` where it has no such property.
public protocol DisposablesUnderScript: AnyObject {
  /// `insert`: the key it returned, as `"a key"` or `"nil"`; nil where insert returns nothing.
  func insert(_ child: ChildSpec) -> String?
  /// `remove(for:)` with the key `insert` returned for `name`.
  func remove(_ name: String)
  /// `disposable = ` for a `SerialDisposable`, `setDisposable(_:)` for a `SingleAssignmentDisposable`.
  func set(_ child: ChildSpec)
  /// Disposes it.
  func dispose()
  /// Lets go of it: a `DisposeBag` disposes what it holds; the others are only let go at the end.
  func release()
  /// Its `isDisposed`, where it has one.
  var isDisposed: Bool? { get }
  /// Its `count`, where it has one.
  var count: Int? { get }
  /// The name of the child a `SerialDisposable` holds now, or `"an empty disposable"`.
  var current: String? { get }
}

/// The kinds of disposable the scripts check, each with the reference's rules.
public enum DisposableKind: Sendable {
  /// Step 3's `AnonymousDisposable`, or Step 4's `Disposables.create(with:)`: an action, once.
  case anonymous
  /// Step 3's `CompositeDisposable`: insert returns nothing; the children are disposed in order.
  case composite
  /// Step 4's `CompositeDisposable`: keys, `remove(for:)`, and the bag's order.
  case keyedComposite
  /// `Disposables.create(first, second)`: both, once, then let go.
  case binary
  /// `DisposeBag`: what it holds is disposed when it is let go, in the order it came.
  case disposeBag
  /// `SerialDisposable`: one slot, replaceable.
  case serial
  /// `SingleAssignmentDisposable`: set once, maybe after the end.
  case singleAssignment
}

/// The reference's disposables, single-threaded: each kind's rules as chapters 3, 4 and 7 state
/// them. Children are let go of once disposed; a newcomer to a disposed holder is disposed at once.
public final class ModelDisposable: DisposablesUnderScript {
  let kind: DisposableKind
  private var disposed = false
  private var action: ChildSpec?
  private var list: [ChildSpec]? = []
  private var bag: ModelBag<ChildSpec>? = ModelBag()
  private var keys: [String: UInt64] = [:]
  private var slot: ChildSpec?
  private var claimed = false
  private let contractViolation: () -> Void
  /// Whether a bag has been let go of.
  public private(set) var released = false

  /// A disposable of `kind` holding `children` from the start (the action of an anonymous one,
  /// the two of a binary one, the initial children of a composite).
  public init(_ kind: DisposableKind, children: [ChildSpec], contractViolation: @escaping () -> Void = {}) {
    self.kind = kind
    self.contractViolation = contractViolation
    switch kind {
    case .anonymous: action = children.first
    case .keyedComposite:
      // `init` hands back no keys: these children leave only with the composite.
      for child in children { _ = bag?.insert(child) }
    default: list = children
    }
  }

  public func insert(_ child: ChildSpec) -> String? {
    switch kind {
    case .keyedComposite:
      guard let key = bag?.insert(child) else {
        child.onDispose()
        return "nil"
      }
      keys[child.name] = key
      return "a key"
    case .composite, .disposeBag:
      if list == nil || disposed {
        child.onDispose()
      } else {
        list?.append(child)
      }
      return nil
    default:
      return nil
    }
  }

  public func remove(_ name: String) {
    guard let key = keys[name], let removed = bag?.removeKey(key) else { return }
    removed.onDispose()
  }

  public func set(_ child: ChildSpec) {
    switch kind {
    case .serial:
      if disposed {
        child.onDispose()
        return
      }
      let previous = slot
      slot = child
      previous?.onDispose()
    case .singleAssignment:
      if claimed {
        contractViolation()
        child.onDispose()
        return
      }
      claimed = true
      if disposed {
        child.onDispose()
      } else {
        slot = child
      }
    default:
      break
    }
  }

  public func dispose() {
    switch kind {
    case .anonymous:
      guard !disposed else { return }
      disposed = true
      let taken = action
      action = nil
      taken?.onDispose()
    case .keyedComposite:
      let taken = bag
      bag = nil
      taken?.forEach { $0.onDispose() }
    case .composite, .binary, .disposeBag:
      guard !disposed else { return }
      disposed = true
      let taken = list ?? []
      list = kind == .composite ? nil : []
      taken.forEach { $0.onDispose() }
    case .serial, .singleAssignment:
      guard !disposed else { return }
      disposed = true
      let taken = slot
      slot = nil
      taken?.onDispose()
    }
  }

  public func release() {
    guard kind == .disposeBag else { return }
    released = true
    dispose()
  }

  public var isDisposed: Bool? {
    switch kind {
    case .keyedComposite: bag == nil
    case .composite: list == nil
    case .disposeBag: nil
    default: disposed
    }
  }

  public var count: Int? {
    switch kind {
    case .keyedComposite: bag?.count ?? 0
    case .composite: list?.count ?? 0
    default: nil
    }
  }

  public var current: String? {
    kind == .serial ? slot?.name ?? "an empty disposable" : nil
  }
}
