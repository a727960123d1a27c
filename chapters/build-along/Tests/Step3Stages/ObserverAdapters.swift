import ScriptCheck
import Step3_Events

/// Your `AnonymousObserver`, as the observer scripts drive it.
final class YourObserver: ObserverScripts.ObserverUnderScript, @unchecked Sendable {
  let observer: AnonymousObserver<Int>

  init(_ kind: ObserverScripts.Kind, _ handler: @escaping (Ev) -> Void) {
    observer = AnonymousObserver<Int> { handler($0.ev) }
  }

  func on(_ event: Ev) { observer.on(event.event) }
  func dispose() {}
}

extension Event where Element == Int {
  /// The event as the scripts see it.
  var ev: Ev {
    switch self {
    case .next(let value): .next(value)
    case .completed: .completed
    case .error(let error): .error(error is TestError ? .testError : error is OtherError ? .otherError : .unknown)
    }
  }
}

extension Ev {
  /// The event as Step 3's `Event` has it.
  var event: Event<Int> {
    switch self {
    case .next(let value): .next(value)
    case .completed: .completed
    case .error(let name): .error(name == .otherError ? OtherError() : TestError())
    }
  }
}

extension AnonymousObserver where Element == Int {
  /// Stage 3.3's scripts, named through the type they check.
  static var scripts: ObserverScripts.Runs { observerRuns }
}

private let observerRuns = ObserverScripts.Runs(
  ObserverScripts.spec(
    type: "AnonymousObserver", file: "Sources/Step3_Events/AnonymousObserver.swift", kinds: [.anonymous],
    disposes: false, make: YourObserver.init))
