import ScriptCheck
import StageSupport
import Step4_Sink
import Step7_Traits

/// Your `SerialDisposable`, as the disposable scripts drive it.
final class YourSerialDisposable: DisposablesUnderScript, @unchecked Sendable {
  let holder = SerialDisposable()

  init(_ children: [ChildSpec]) {}

  func set(_ child: ChildSpec) { holder.disposable = ScriptChild(child) }
  func dispose() { holder.dispose() }
  var isDisposed: Bool? { holder.isDisposed }
  var current: String? { (holder.disposable as? ScriptChild)?.spec.name ?? "an empty disposable" }
  func insert(_ child: ChildSpec) -> String? { nil }
  func remove(_ name: String) {}
  func release() {}
  var count: Int? { nil }
}

/// Your `SingleAssignmentDisposable`, as the disposable scripts drive it.
final class YourSingleAssignmentDisposable: DisposablesUnderScript, @unchecked Sendable {
  let holder = SingleAssignmentDisposable()

  init(_ children: [ChildSpec]) {}

  func set(_ child: ChildSpec) { holder.setDisposable(ScriptChild(child)) }
  func dispose() { holder.dispose() }
  var isDisposed: Bool? { holder.isDisposed }
  var current: String? { nil }
  func insert(_ child: ChildSpec) -> String? { nil }
  func remove(_ name: String) {}
  func release() {}
  var count: Int? { nil }
}

/// Runs `body` with `Hooks.contractViolation` noting in `log` that it was told.
func notingContractViolations(_ log: Log, _ body: () -> Void) {
  Hooks.$contractViolation.withValue({ _ in log.note(.hears, "the contract hook is told") }) { body() }
}

/// The disposable scripts of Step 7.
enum DisposableScriptRuns {
  /// Stage 7.4.
  static let serial = DisposableScripts.Runs(
    DisposableScripts.spec(
      type: "SerialDisposable", file: "Sources/Step7_Traits/SerialDisposable.swift",
      options: .init(.serial, made: "SerialDisposable"), counted: true, anotherThread: onAnotherThread,
      make: YourSerialDisposable.init, counting: objectCounting))
  /// Stage 7.5.
  static let singleAssignment = DisposableScripts.Runs(
    DisposableScripts.spec(
      type: "SingleAssignmentDisposable", file: "Sources/Step7_Traits/SingleAssignmentDisposable.swift",
      options: .init(.singleAssignment, made: "SingleAssignmentDisposable"), counted: true,
      anotherThread: onAnotherThread, make: YourSingleAssignmentDisposable.init, counting: objectCounting,
      contractViolations: notingContractViolations))
}

extension SerialDisposable {
  /// Stage 7.4's scripts, named through the type they check.
  static var scripts: DisposableScripts.Runs { DisposableScriptRuns.serial }
}

extension SingleAssignmentDisposable {
  /// Stage 7.5's scripts.
  static var scripts: DisposableScripts.Runs { DisposableScriptRuns.singleAssignment }
}
