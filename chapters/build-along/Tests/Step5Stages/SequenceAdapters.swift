import ScriptCheck
import StageSupport
import Step4_Sink
import Step5_Operators

/// The sequence scripts of Step 5: chains of a source and operators.
enum SequenceScriptRuns {
  /// Your chain for a script: its source, then its operators.
  static func chain(_ chain: SequenceScripts.Chain, desk: SequenceScripts.Desk) -> any SequenceScripts.ChainUnderScript
  {
    var observable: Observable<Int>
    switch chain.source {
    case .create(let initial, let cleanupSends):
      observable = scriptCreateSource(desk: desk, initial: initial, cleanupSends: cleanupSends)
    case .raw, .naive: observable = ScriptRawSource(desk: desk)
    case .just(let value): observable = Observable.just(value)
    case .of(let values):
      switch values.count {
      case 1: observable = Observable.of(values[0])
      case 2: observable = Observable.of(values[0], values[1])
      default: observable = Observable.of(values[0], values[1], values[2])
      }
    case .from(let values): observable = Observable.from(ScriptSequence(values, log: desk.log))
    case .empty: observable = Observable.empty()
    case .error: observable = Observable.error(TestError())
    case .never: observable = Observable.never()
    }
    for op in chain.operators {
      switch op {
      case .map(let at):
        observable = observable.map { value in
          if value == at { throw TestError() }
          return value * 10
        }
      case .filter(let at):
        observable = observable.filter { value in
          if value == at { throw TestError() }
          return value % 3 != 0
        }
      case .take(let count): observable = observable.take(count)
      }
    }
    return YourChain(observable, desk: desk)
  }

  static let subscribers: [SequenceScripts.Subscriber] = [
    .raw, .closure, .handlers(onError: true, onDisposed: true), .handlers(onError: false, onDisposed: true),
  ]
  static let driven: [SequenceScripts.Source] = [.create(initial: []), .raw]

  static func runs(_ type: String, _ file: String, _ options: SequenceScripts.Options) -> SequenceScripts.Runs {
    SequenceScripts.Runs(
      SequenceScripts.spec(
        type: type, file: file, options: options, make: chain, counting: countingObjects,
        unhandledErrors: notingUnhandledErrors))
  }

  /// Stage 5.1: `map`.
  static let map = runs(
    "map", "Sources/Step5_Operators/Map.swift",
    .init(sources: driven, operators: [.map(throwsAt: nil)], subscribers: subscribers))
  /// Stage 5.2: `filter`, with `map`.
  static let filter = runs(
    "filter", "Sources/Step5_Operators/Filter.swift",
    .init(
      sources: driven, operators: [.filter(throwsAt: nil), .map(throwsAt: nil)], maxOperators: 2,
      subscribers: subscribers))
  /// Stage 5.3: `take`, with the others.
  static let take = runs(
    "take", "Sources/Step5_Operators/Take.swift",
    .init(
      sources: driven, operators: [.take(1), .map(throwsAt: nil), .filter(throwsAt: nil)], maxOperators: 2,
      subscribers: subscribers))
  /// Stage 5.4: the sources, alone and under the operators.
  static let sources = runs(
    "just, of, from, empty, error and never", "Sources/Step5_Operators/",
    .init(
      sources: [.just(4), .of([1, 2, 3]), .of([5]), .from([1, 2, 3, 4]), .from([]), .empty, .error, .never],
      operators: [.take(1), .map(throwsAt: nil), .filter(throwsAt: nil)], minOperators: 0, maxOperators: 2,
      subscribers: subscribers))
  /// Stage 5.5: chains of up to three operators.
  static let chains = runs(
    "chain of operators", "Sources/Step5_Operators/",
    .init(
      sources: driven + [.of([1, 2, 3]), .just(2)], operators: [.take(1), .map(throwsAt: nil), .filter(throwsAt: nil)],
      maxOperators: 3, subscribers: subscribers))
}

extension Observable where Element == Int {
  /// Stage 5.1's scripts, named through the operator they check.
  static var mapScripts: SequenceScripts.Runs { SequenceScriptRuns.map }
  /// Stage 5.2's scripts.
  static var filterScripts: SequenceScripts.Runs { SequenceScriptRuns.filter }
  /// Stage 5.3's scripts.
  static var takeScripts: SequenceScripts.Runs { SequenceScriptRuns.take }
  /// Stage 5.4's scripts.
  static var sourceScripts: SequenceScripts.Runs { SequenceScriptRuns.sources }
  /// Stage 5.5's scripts.
  static var chainScripts: SequenceScripts.Runs { SequenceScriptRuns.chains }
}
