import ScriptCheck
import StageSupport
import Step4_Sink
import Step6_Subjects

/// Your `PublishSubject`, as the subject scripts drive it.
final class YourPublishSubject: SubjectUnderScript, @unchecked Sendable {
  let subject = PublishSubject<Int>()

  func subscribe(raw: Bool, _ on: @escaping (Ev) -> Void) -> () -> Void {
    let subscription =
      raw ? subject.subscribe(AnyObserver(eventHandler: { on($0.ev) })) : subject.subscribe { on($0.ev) }
    return { subscription.dispose() }
  }

  func on(_ event: Ev) { subject.on(event.event) }
  func dispose() { subject.dispose() }
  var hasObservers: Bool { subject.hasObservers }
  var isDisposed: Bool { subject.isDisposed }
  var identity: AnyObject { subject }
  func value() -> String? { nil }
}

/// Your `BehaviorSubject`, as the subject scripts drive it.
final class YourBehaviorSubject: SubjectUnderScript, @unchecked Sendable {
  let subject = BehaviorSubject(value: 0)

  func subscribe(raw: Bool, _ on: @escaping (Ev) -> Void) -> () -> Void {
    let subscription =
      raw ? subject.subscribe(AnyObserver(eventHandler: { on($0.ev) })) : subject.subscribe { on($0.ev) }
    return { subscription.dispose() }
  }

  func on(_ event: Ev) { subject.on(event.event) }
  func dispose() { subject.dispose() }
  var hasObservers: Bool { subject.hasObservers }
  var isDisposed: Bool { subject.isDisposed }
  var identity: AnyObject { subject }

  func value() -> String? {
    do {
      return "value(): \(try subject.value())"
    } catch {
      return "value() throws \(ErrorName(error).rawValue)"
    }
  }
}

/// The subject scripts of each stage of Step 6: what a stage has taught decides what its scripts do.
enum SubjectScriptRuns {
  static let publishFile = "Sources/Step6_Subjects/PublishSubject.swift"
  static let behaviorFile = "Sources/Step6_Subjects/BehaviorSubject.swift"

  /// Stage 6.1: subscribers, events, dispose, and the questions, on one thread.
  static let publishPlain = ScriptRuns(
    SubjectScripts.spec(
      type: "PublishSubject", file: publishFile, options: .init(), anotherThread: onAnotherThread,
      make: { YourPublishSubject() },
      counting: countingObjects))
  /// Stage 6.2: and handlers, and the releases of handlers, that ask from another thread.
  static let publishCrossThread = ScriptRuns(
    SubjectScripts.spec(
      type: "PublishSubject", file: publishFile, options: .init(crossThread: true), anotherThread: onAnotherThread,
      make: { YourPublishSubject() }, counting: countingObjects))
  /// Stage 6.3: and handlers that call back into the subject.
  static let publishReentrant = ScriptRuns(
    SubjectScripts.spec(
      type: "PublishSubject", file: publishFile, options: .init(crossThread: true, reentrant: true),
      anotherThread: onAnotherThread,
      make: { YourPublishSubject() },
      counting: countingObjects))
  /// Stage 6.4: all of it, for a `BehaviorSubject`.
  static let behavior = ScriptRuns(
    SubjectScripts.spec(
      type: "BehaviorSubject", file: behaviorFile, options: .init(behavior: true, crossThread: true, reentrant: true),
      anotherThread: onAnotherThread,
      make: { YourBehaviorSubject() }, counting: countingObjects))
}

extension PublishSubject where Element == Int {
  /// Stage 6.1's scripts, named through the type they check.
  static var plainScripts: SubjectScripts.Runs { SubjectScriptRuns.publishPlain }
  /// Stage 6.2's scripts, with handlers and releases that ask from another thread.
  static var crossThreadScripts: SubjectScripts.Runs { SubjectScriptRuns.publishCrossThread }
  /// Stage 6.3's scripts, with handlers that call back in.
  static var reentrantScripts: SubjectScripts.Runs { SubjectScriptRuns.publishReentrant }
}

extension BehaviorSubject where Element == Int {
  /// Stage 6.4's scripts.
  static var scripts: SubjectScripts.Runs { SubjectScriptRuns.behavior }
}
