import ScriptCheck
import StageSupport
import Step4_Sink

/// Your `Disposables.create(with:)`, as the disposable scripts drive it: its action is the script's.
final class YourAnonymousDisposable: DisposablesUnderScript, @unchecked Sendable {
  let holder: any Cancelable

  init(_ children: [ChildSpec]) {
    let action = children.first
    holder = Disposables.create(with: { action?.onDispose() })
  }

  func insert(_ child: ChildSpec) -> String? { nil }
  func remove(_ name: String) {}
  func set(_ child: ChildSpec) {}
  func dispose() { holder.dispose() }
  func release() {}
  var isDisposed: Bool? { holder.isDisposed }
  var count: Int? { nil }
  var current: String? { nil }
}

/// Your `CompositeDisposable`, as the disposable scripts drive it, with the keys its inserts return.
final class YourCompositeDisposable: DisposablesUnderScript, @unchecked Sendable {
  let holder: CompositeDisposable
  // Touched by the script's thread only.
  private var keys: [String: CompositeDisposable.DisposeKey] = [:]

  init(_ children: [ChildSpec]) {
    let made = children.map(ScriptChild.init)
    switch made.count {
    case 0: holder = CompositeDisposable()
    case 1: holder = CompositeDisposable(made[0])
    default: holder = CompositeDisposable(made[0], made[1])
    }
  }

  func insert(_ child: ChildSpec) -> String? {
    guard let key = holder.insert(ScriptChild(child)) else { return "nil" }
    keys[child.name] = key
    return "a key"
  }

  func remove(_ name: String) {
    if let key = keys[name] { holder.remove(for: key) }
  }

  func set(_ child: ChildSpec) {}
  func dispose() { holder.dispose() }
  func release() {}
  var isDisposed: Bool? { holder.isDisposed }
  var count: Int? { holder.count }
  var current: String? { nil }
}

/// Your `Disposables.create(first, second)`, as the disposable scripts drive it.
final class YourBinaryDisposable: DisposablesUnderScript, @unchecked Sendable {
  let holder: any Cancelable

  init(_ children: [ChildSpec]) {
    holder = Disposables.create(ScriptChild(children[0]), ScriptChild(children[1]))
  }

  func insert(_ child: ChildSpec) -> String? { nil }
  func remove(_ name: String) {}
  func set(_ child: ChildSpec) {}
  func dispose() { holder.dispose() }
  func release() {}
  var isDisposed: Bool? { holder.isDisposed }
  var count: Int? { nil }
  var current: String? { nil }
}

/// Your `DisposeBag`, as the disposable scripts drive it. `release` lets go of the bag, which
/// disposes what it holds from its `deinit`; a child's cleanup may insert into the bag meanwhile,
/// through an unowned reference, as an app's code might.
final class YourDisposeBag: DisposablesUnderScript, @unchecked Sendable {
  private var bag: DisposeBag?
  private unowned(unsafe) let target: DisposeBag
  private var gone = false

  init(_ children: [ChildSpec]) {
    let made = DisposeBag()
    bag = made
    target = made
  }

  func insert(_ child: ChildSpec) -> String? {
    if gone {
      child.onDispose()
    } else {
      ScriptChild(child).disposed(by: target)
    }
    return nil
  }

  func release() {
    bag = nil
    gone = true
  }

  func remove(_ name: String) {}
  func set(_ child: ChildSpec) {}
  func dispose() {}
  var isDisposed: Bool? { nil }
  var count: Int? { nil }
  var current: String? { nil }
}

/// The disposable scripts of Step 4.
enum DisposableScriptRuns {
  /// Stage 4.2: `Disposables.create(with:)`.
  static let anonymous = DisposableScripts.Runs(
    DisposableScripts.spec(
      type: "AnonymousDisposable", file: "Sources/Step4_Sink/AnonymousDisposable.swift",
      options: .init(.anonymous, made: "Disposables.create"), counted: nil, anotherThread: onAnotherThread,
      make: YourAnonymousDisposable.init))
  /// Stage 4.2: the composite with keys.
  static let composite = DisposableScripts.Runs(
    DisposableScripts.spec(
      type: "CompositeDisposable", file: "Sources/Step4_Sink/CompositeDisposable.swift",
      options: .init(.keyedComposite, made: "CompositeDisposable"), counted: false, anotherThread: onAnotherThread,
      make: YourCompositeDisposable.init, counting: objectCounting))
  /// Stage 4.7: `Disposables.create(first, second)`.
  static let binary = DisposableScripts.Runs(
    DisposableScripts.spec(
      type: "BinaryDisposable", file: "Sources/Step4_Sink/BinaryDisposable.swift",
      options: .init(.binary, made: "Disposables.create"), counted: true, anotherThread: onAnotherThread,
      make: YourBinaryDisposable.init, counting: objectCounting))
  /// Stage 4.8: `DisposeBag`.
  static let disposeBag = DisposableScripts.Runs(
    DisposableScripts.spec(
      type: "DisposeBag", file: "Sources/Step4_Sink/DisposeBag.swift",
      options: .init(.disposeBag, made: "DisposeBag"), counted: true, anotherThread: onAnotherThread,
      make: YourDisposeBag.init, counting: objectCounting))
}

extension Disposables {
  /// Stage 4.2's scripts of `create(with:)`, named through the type they check.
  static var scriptsWith: DisposableScripts.Runs { DisposableScriptRuns.anonymous }
  /// Stage 4.7's scripts of `create(first, second)`.
  static var scriptsOfTwo: DisposableScripts.Runs { DisposableScriptRuns.binary }
}

extension CompositeDisposable {
  /// Stage 4.2's scripts.
  static var scripts: DisposableScripts.Runs { DisposableScriptRuns.composite }
}

extension DisposeBag {
  /// Stage 4.8's scripts.
  static var scripts: DisposableScripts.Runs { DisposableScriptRuns.disposeBag }
}
