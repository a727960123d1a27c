import ScriptCheck
import StageSupport
import Step4_Sink

/// The sequence scripts of Step 4: chains of a source alone.
enum SequenceScriptRuns {
  /// Your chain for a script: its source, from `create` or raw.
  static func chain(_ chain: SequenceScripts.Chain, desk: SequenceScripts.Desk) -> any SequenceScripts.ChainUnderScript
  {
    switch chain.source {
    case .create(let initial, let cleanupSends):
      YourChain(scriptCreateSource(desk: desk, initial: initial, cleanupSends: cleanupSends), desk: desk)
    default: YourChain(ScriptRawSource(desk: desk), desk: desk)
    }
  }

  /// Stage 4.5: `create`, subscribed to by observers (the closure form is stage 4.7's to write).
  static let create = SequenceScripts.Runs(
    SequenceScripts.spec(
      type: "Observable.create (with Producer, Sink and SinkDisposer)", file: "Sources/Step4_Sink/Create.swift",
      options: .init(subscribers: [.raw]), make: chain, counting: countingObjects,
      unhandledErrors: notingUnhandledErrors))
  /// Stage 4.7: and handlers, and raw sources, which only the subscriber polices.
  static let handlers = SequenceScripts.Runs(
    SequenceScripts.spec(
      type: "subscribe (with handlers, or a closure)", file: "Sources/Step4_Sink/Subscribe.swift",
      options: .init(
        sources: [.create(initial: []), .raw],
        subscribers: [
          .raw, .closure, .handlers(onError: true, onDisposed: true), .handlers(onError: false, onDisposed: true),
          .handlers(onError: true, onDisposed: false),
        ]), make: chain, counting: countingObjects, unhandledErrors: notingUnhandledErrors))
}

extension Observable where Element == Int {
  /// Stage 4.5's scripts, named through the type they check.
  static var createScripts: SequenceScripts.Runs { SequenceScriptRuns.create }
  /// Stage 4.7's scripts.
  static var subscribeScripts: SequenceScripts.Runs { SequenceScriptRuns.handlers }
}
