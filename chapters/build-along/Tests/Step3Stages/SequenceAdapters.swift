import ScriptCheck
import Step3_Events

/// An observer for the scripts that hears everything and polices nothing.
final class ScriptRecorder: ObserverType, @unchecked Sendable {
  private let heard: (String) -> Void

  init(_ heard: @escaping (String) -> Void) {
    self.heard = heard
  }

  func on(_ event: Event<Int>) { heard(event.ev.description) }
}

/// Your naive `Observable`, as the sequence scripts drive it.
final class YourNaiveChain: SequenceScripts.ChainUnderScript, @unchecked Sendable {
  let observable: Observable<Int>
  let witness: Witness?

  init(_ chain: SequenceScripts.Chain, desk: SequenceScripts.Desk) {
    let witness = desk.chainWitness
    self.witness = witness
    var initial: [Ev] = []
    if case .naive(let sent) = chain.source { initial = sent }
    observable = Observable<Int> { [weak desk] observer in
      withExtendedLifetime(witness) {}
      return AnonymousDisposable(desk?.subscribed(initial: initial, send: { observer.on($0.event) }) ?? {})
    }
  }

  func subscribe(_ kind: SequenceScripts.Subscriber, _ heard: @escaping (String) -> Void) -> (
    dispose: () -> Void, isDisposed: () -> Bool?
  ) {
    let disposable =
      kind == .raw ? observable.subscribe(ScriptRecorder(heard)) : observable.subscribe { heard($0.ev.description) }
    return ({ disposable.dispose() }, { nil })
  }
}

extension Observable where Element == Int {
  /// Stage 3.6's scripts, named through the type they check.
  static var scripts: SequenceScripts.Runs { naiveRuns }
}

private let naiveRuns = SequenceScripts.Runs(
  SequenceScripts.spec(
    type: "Observable", file: "Sources/Step3_Events/Observable.swift",
    options: .init(sources: [.naive(initial: [])], subscribers: [.raw, .closure]), make: YourNaiveChain.init,
    counting: { body in
      body()
      return 0
    }, unhandledErrors: { $1() }))
