import ScriptCheck
import Step3_Events

/// A child the disposable scripts hand your holder: disposing it runs the script's cleanup.
final class ScriptChild: Disposable, @unchecked Sendable {
  let spec: ChildSpec

  init(_ spec: ChildSpec) {
    self.spec = spec
  }

  func dispose() { spec.onDispose() }
}

/// Your `AnonymousDisposable`, as the disposable scripts drive it: its action is the script's.
final class YourAnonymousDisposable: DisposablesUnderScript, @unchecked Sendable {
  let holder: AnonymousDisposable

  init(_ children: [ChildSpec]) {
    let action = children.first
    holder = AnonymousDisposable { action?.onDispose() }
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

/// Your `CompositeDisposable`, as the disposable scripts drive it.
final class YourCompositeDisposable: DisposablesUnderScript, @unchecked Sendable {
  let holder: CompositeDisposable

  init(_ children: [ChildSpec]) {
    let made = children.map(ScriptChild.init)
    switch made.count {
    case 0: holder = CompositeDisposable()
    case 1: holder = CompositeDisposable(made[0])
    default: holder = CompositeDisposable(made[0], made[1])
    }
  }

  func insert(_ child: ChildSpec) -> String? {
    holder.insert(ScriptChild(child))
    return nil
  }

  func remove(_ name: String) {}
  func set(_ child: ChildSpec) {}
  func dispose() { holder.dispose() }
  func release() {}
  var isDisposed: Bool? { holder.isDisposed }
  var count: Int? { holder.count }
  var current: String? { nil }
}

/// The disposable scripts of Step 3.
enum DisposableScriptRuns {
  /// Stage 3.4: an `AnonymousDisposable` disposed, again, asked, and its action calling back in.
  static let anonymous = DisposableScripts.Runs(
    DisposableScripts.spec(
      type: "AnonymousDisposable", file: "Sources/Step3_Events/AnonymousDisposable.swift",
      options: .init(.anonymous, made: "AnonymousDisposable"), counted: nil, anotherThread: onAnotherThread,
      make: YourAnonymousDisposable.init))
  /// Stage 3.5: a `CompositeDisposable` filled, disposed, asked, and its children calling back in.
  static let composite = DisposableScripts.Runs(
    DisposableScripts.spec(
      type: "CompositeDisposable", file: "Sources/Step3_Events/CompositeDisposable.swift",
      options: .init(.composite, made: "CompositeDisposable"), counted: nil, anotherThread: onAnotherThread,
      make: YourCompositeDisposable.init))
}

extension AnonymousDisposable {
  /// Stage 3.4's scripts, named through the type they check.
  static var scripts: DisposableScripts.Runs { DisposableScriptRuns.anonymous }
}

extension CompositeDisposable {
  /// Stage 3.5's scripts.
  static var scripts: DisposableScripts.Runs { DisposableScriptRuns.composite }
}
