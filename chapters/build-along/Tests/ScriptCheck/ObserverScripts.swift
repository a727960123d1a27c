/// Scripts for observers: events, stop events and disposals sent to one observer, whose handler may
/// send again into it while it is being told.
public enum ObserverScripts {
  /// How the observer is made.
  public enum Kind: String, Equatable, Sendable {
    /// `AnonymousObserver { … }`: the stop rule, and `dispose()` stops it too (Step 4).
    case anonymous
    /// A subclass of `ObserverBase` whose `onCore` is the handler.
    case subclass
    /// `AnyObserver(AnonymousObserver { … })`: forwards to the observer it wraps.
    case wrapped
    /// `AnyObserver(eventHandler:)`: polices nothing.
    case raw
  }

  /// One step of an observer script.
  public enum Step: Equatable, Sendable {
    case send(Ev)
    case dispose
  }

  /// What the handler sends back into the observer, once, on hearing `when`.
  public struct Reaction: Equatable, Sendable {
    public let when: Ev
    public let send: Ev
  }

  /// The observer and what its handler does.
  public struct Setup: Equatable, Sendable {
    public var kind: Kind
    public var reaction: Reaction?
  }

  /// What an observer script needs of the observer, whoever wrote it.
  public protocol ObserverUnderScript: AnyObject {
    func on(_ event: Ev)
    func dispose()
  }

  /// The script of a seed, for observers of `kinds`; `disposes` where they can be disposed.
  public static func generate(kinds: [Kind], disposes: Bool, _ random: inout SeededRandom) -> (Setup, [Step]) {
    var value = 1
    let steps = (0..<random.int(1...8)).map { _ -> Step in
      let step: Step = random.weighted([
        (50, .send(.next(value))), (15, .send(.completed)), (15, .send(.error(.testError))),
        (disposes ? 12 : 0, .dispose),
      ])
      if case .send(.next) = step { value += 1 }
      return step
    }
    let reaction =
      random.chance(40)
      ? Reaction(
        when: random.pick([.next(1), .next(2), .completed, .error(.testError)]),
        send: random.pick([.next(90), .completed, .error(.otherError)])) : nil
    return (Setup(kind: random.pick(kinds), reaction: reaction), steps)
  }

  /// The script as Swift.
  public static func listing(_ setup: Setup, _ steps: [Step]) -> (setup: [String], steps: [String]) {
    let body =
      "event in heard(event)"
      + (setup.reaction.map { "; if event == .\($0.when) { observer.\($0.send.call) }  // once" } ?? "")
    let made: String
    switch setup.kind {
    case .anonymous: made = "AnonymousObserver<Int> { \(body) }"
    case .subclass: made = "Subclass()  // of ObserverBase<Int>; its onCore(event): \(body)"
    case .wrapped: made = "AnyObserver(AnonymousObserver<Int> { \(body) })"
    case .raw: made = "AnyObserver<Int>(eventHandler: { \(body) })"
    }
    return (
      ["let observer = \(made)"],
      steps.map {
        switch $0 {
        case .send(let event): "observer.\(event.call)"
        case .dispose: "observer.dispose()"
        }
      }
    )
  }

  /// Runs the steps against the observer `make` makes with the script's handler.
  public static func run(
    _ setup: Setup, _ steps: [Step], log: Log, make: (Kind, @escaping (Ev) -> Void) -> any ObserverUnderScript
  ) {
    var observer: (any ObserverUnderScript)?
    var fired = false
    let made = make(setup.kind) { event in
      log.note(.hears, "the handler hears \(event)")
      guard let reaction = setup.reaction, !fired, event == reaction.when else { return }
      fired = true
      observer?.on(reaction.send)
    }
    observer = made
    for (index, step) in steps.enumerated() {
      log.step = index + 1
      switch step {
      case .send(let event): made.on(event)
      case .dispose: made.dispose()
      }
    }
    observer = nil
  }

  /// The reference's observers.
  final class Reference: ObserverUnderScript {
    let observer: ModelObserver?
    let handler: (Ev) -> Void

    init(_ kind: Kind, _ handler: @escaping (Ev) -> Void) {
      self.handler = handler
      observer = kind == .raw ? nil : ModelObserver(handler)
    }

    func on(_ event: Ev) {
      if let observer { observer.on(event) } else { handler(event) }
    }

    func dispose() { observer?.dispose() }
  }

  /// The runs of an observer's scripts.
  public typealias Runs = ScriptRuns<Setup, Step>

  /// The scripts of observers of `kinds`: yours made by `make`.
  public static func spec(
    type: String, file: String, kinds: [Kind], disposes: Bool,
    make: @escaping (Kind, @escaping (Ev) -> Void) -> any ObserverUnderScript
  ) -> ScriptSpec<Setup, Step> {
    ScriptSpec(
      type: type, file: file, generate: { generate(kinds: kinds, disposes: disposes, &$0) },
      listing: { listing($0.setup, $0.steps) },
      yours: { script, log, _ in run(script.setup, script.steps, log: log, make: make) },
      reference: { script, log in run(script.setup, script.steps, log: log, make: { Reference($0, $1) }) })
  }
}
