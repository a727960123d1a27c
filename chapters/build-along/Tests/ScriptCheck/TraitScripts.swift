/// Scripts for the traits: a `Single`, `Maybe` or `Completable` (made with `create`, wrapped
/// around a source the script drives, made by a constructor, mapped, filtered, converted with
/// `asSingle`, `asMaybe` or `asCompletable`, or run after a `Completable` with `andThen`) is
/// subscribed to with a closure, with handlers, or from inside, while its sources report outcomes,
/// more than one and in any order, and subscriptions are disposed.
public enum TraitScripts {
  /// What a chain is, once built: what its `subscribe` keeps.
  public enum Trait: Equatable, Sendable {
    case single, maybe, completable, observable
  }

  /// Where a chain's outcomes come from.
  public enum Source: Equatable, Sendable {
    /// `Single.create`, `Maybe.create` or `Completable.create`, reported to by the script.
    case create(Trait)
    /// A trait wrapped, unchecked, around an `Observable<Int>` the script drives: through `create`'s
    /// sink (`policed`) or raw; what only code inside the module can make.
    case wrapped(Trait, policed: Bool)
    /// An `Observable<Int>` the script drives, through `create` or raw (`Observable<Never>` under
    /// `asCompletable`).
    case observable(policed: Bool)
    case just(Trait, Int), error(Trait), empty(Trait), never(Trait)
    case of([Int])
  }

  /// What is done to the source, in order.
  public enum Operator: Equatable, Sendable {
    case map, filter, asSingle, asMaybe, asCompletable
  }

  /// The chain every subscription of a script subscribes to: the source and its operators, run
  /// after a `Completable` the script drives (`first`) when `andThen`.
  public struct Chain: Equatable, Sendable {
    public var andThen: Bool
    public var source: Source
    public var operators: [Operator]

    public init(andThen: Bool, source: Source, operators: [Operator]) {
      self.andThen = andThen
      self.source = source
      self.operators = operators
    }

    /// What the chain is.
    public var trait: Trait {
      var trait: Trait
      switch source {
      case .create(let made), .wrapped(let made, _), .just(let made, _), .error(let made), .empty(let made),
        .never(let made):
        trait = made
      case .observable, .of: trait = .observable
      }
      for op in operators {
        switch op {
        case .map: break
        case .filter: trait = .maybe
        case .asSingle: trait = .single
        case .asMaybe: trait = .maybe
        case .asCompletable: trait = .completable
        }
      }
      return trait
    }

    /// Whether the elements are `Never`.
    var never: Bool { operators.contains(.asCompletable) || trait == .completable }

    /// The roles of the sources the script drives, for each subscription.
    var driven: [String] {
      var roles = andThen ? ["first"] : []
      switch source {
      case .create, .wrapped, .observable: roles.append("source")
      default: break
      }
      return roles
    }
  }

  /// How a subscription subscribes.
  public enum Subscriber: Equatable, Sendable {
    /// The trait's `subscribe(_:)` with a closure of its events.
    case closure
    /// The trait's handlers; with or without the handler of its failure, and `onDisposed`.
    case handlers(failure: Bool, onDisposed: Bool)
    /// `asObservable().subscribe(_:)` with an observer that polices nothing: what the trait sends
    /// inside.
    case inside
  }

  /// One step of a trait script.
  public enum Step: Equatable, Sendable {
    /// Subscribes; with `disposeOnFirst`, the subscriber disposes its own subscription on its first
    /// outcome.
    case subscribe(String, Subscriber, disposeOnFirst: Bool)
    /// The source of role `role` (`source` or `first`) of the subscription `name` reports `event`
    /// (a `next` is a success, for a trait's `create`).
    case report(String, role: String, Ev)
    case dispose(String)
    /// The script lets go of its reference to the chain: the subscriptions may keep what they need.
    case releaseChain
  }

  /// What the scripts of a stage may do.
  public struct Options: Sendable {
    public var chains: [Chain]
    public var subscribers: [Subscriber]

    public init(chains: [Chain], subscribers: [Subscriber]) {
      self.chains = chains
      self.subscribers = subscribers
    }
  }

  // MARK: - Making scripts

  static let names = ["a", "b", "c"]

  /// The chain and the script of a seed.
  public static func generate(_ options: Options, _ random: inout SeededRandom) -> (Chain, [Step]) {
    let chain = random.pick(options.chains)
    var steps: [Step] = []
    var subscribed: [String] = []
    var value = 1
    let roles = chain.driven
    let length = random.int(2...9)
    while steps.count < length {
      switch random.weighted([
        (subscribed.count < 3 ? (subscribed.isEmpty ? 100 : 15) : 0, 0),
        (roles.isEmpty || subscribed.isEmpty ? 0 : 60, 1),
        (subscribed.isEmpty ? 0 : 10, 2), (subscribed.isEmpty || steps.contains(.releaseChain) ? 0 : 6, 3),
      ]) {
      case 0:
        let subscriber = random.pick(options.subscribers)
        steps.append(.subscribe(names[subscribed.count], subscriber, disposeOnFirst: random.chance(15)))
        subscribed.append(names[subscribed.count])
      case 1:
        let role = random.pick(roles)
        let event: Ev
        if role == "first" || chain.never {
          event = random.weighted([(70, .completed), (30, .error(.testError))])
        } else {
          event = random.weighted([(55, .next(value)), (25, .completed), (20, .error(.testError))])
          if case .next = event { value += 1 }
        }
        steps.append(.report(random.pick(subscribed), role: role, event))
      case 2: steps.append(.dispose(random.pick(subscribed)))
      default: steps.append(.releaseChain)
      }
    }
    return (chain, steps)
  }

  /// `steps` without what refers to a subscription no earlier step made.
  public static func normalize(_ steps: [Step]) -> [Step] {
    var made: Set<String> = []
    var released = false
    return steps.filter { step in
      switch step {
      case .subscribe(let name, _, _):
        if released { return false }
        made.insert(name)
        return true
      case .report(let name, _, _), .dispose(let name): return made.contains(name)
      case .releaseChain:
        defer { released = true }
        return !released
      }
    }
  }

  /// Simpler forms of a step: a subscriber that does not dispose itself, or subscribes with a
  /// closure.
  public static func simplify(_ step: Step) -> [Step] {
    guard case .subscribe(let name, let kind, let disposes) = step else { return [] }
    var simpler: [Step] = []
    if disposes { simpler.append(.subscribe(name, kind, disposeOnFirst: false)) }
    if kind != .closure { simpler.append(.subscribe(name, .closure, disposeOnFirst: disposes)) }
    return simpler
  }

  // MARK: - Showing scripts

  static func typeName(_ trait: Trait) -> String {
    switch trait {
    case .single: "Single<Int>"
    case .maybe: "Maybe<Int>"
    case .completable: "Completable"
    case .observable: "Observable<Int>"
    }
  }

  /// The chain and the steps as Swift.
  public static func listing(_ chain: Chain, _ steps: [Step]) -> (setup: [String], steps: [String]) {
    var lines: [String] = []
    if chain.andThen {
      lines.append("let first = Completable.create { observer in firsts.append(observer); return cleanup }")
    }
    var made: String
    switch chain.source {
    case .create(let trait): made = "\(typeName(trait)).create { observer in sources.append(observer); return cleanup }"
    case .wrapped(let trait, let policed):
      made = "\(typeName(trait))(raw: " + (policed ? "Observable<Int>.create { … }" : "RawSource()") + ")  // unchecked"
    case .observable(let policed):
      made =
        policed
        ? (chain.never ? "Observable<Never>" : "Observable<Int>")
          + ".create { observer in sources.append(observer); return cleanup }"
        : "RawSource()"
    case .just(let trait, let value): made = "\(typeName(trait)).just(\(value))"
    case .error(let trait): made = "\(typeName(trait)).error(TestError())"
    case .empty(let trait): made = "\(typeName(trait)).empty()"
    case .never(let trait): made = "\(typeName(trait)).never()"
    case .of(let values): made = "Observable.of(\(values.map(String.init).joined(separator: ", ")))"
    }
    lines.append("let chain = " + (chain.andThen ? "first.andThen(" : "") + made)
    for op in chain.operators {
      switch op {
      case .map: lines.append("  .map { $0 * 10 }")
      case .filter: lines.append("  .filter { $0 % 3 != 0 }")
      case .asSingle: lines.append("  .asSingle()")
      case .asMaybe: lines.append("  .asMaybe()")
      case .asCompletable: lines.append("  .asCompletable()")
      }
    }
    if chain.andThen { lines[lines.count - 1] += ")" }
    return (
      lines,
      steps.map { step in
        switch step {
        case .subscribe(let name, let kind, let disposes):
          let suffix = disposes ? "  // on its first outcome: \(name).dispose()" : ""
          switch kind {
          case .closure: return "let \(name) = chain.subscribe { outcome in heard(\"\(name)\", outcome) }" + suffix
          case .inside: return "let \(name) = chain.asObservable().subscribe(Recorder(\"\(name)\"))" + suffix
          case .handlers(let failure, let onDisposed):
            let names: [String] =
              switch chain.trait {
              case .single: ["onSuccess"] + (failure ? ["onFailure"] : [])
              case .maybe: ["onSuccess"] + (failure ? ["onError"] : []) + ["onCompleted"]
              case .completable: ["onCompleted"] + (failure ? ["onError"] : [])
              case .observable: ["onNext"] + (failure ? ["onError"] : []) + ["onCompleted"]
              }
            let handlers = (names + (onDisposed ? ["onDisposed"] : [])).map { "\($0): …" }.joined(separator: ", ")
            return "let \(name) = chain.subscribe(\(handlers))" + suffix
          }
        case .report(let name, let role, let event):
          let sent: String
          if chain.trait != .observable, case .create = chain.source, role == "source" {
            switch event {
            case .next(let value): sent = "(.success(\(value)))"
            case .error: sent = chain.trait == .single ? "(.failure(TestError()))" : "(.error(TestError()))"
            case .completed: sent = "(.completed)"
            }
          } else if role == "first" {
            sent = event == .completed ? "(.completed)" : "(.error(TestError()))"
          } else {
            sent = "." + event.call
          }
          return (role == "first" ? "firsts" : "sources") + "[\"\(name)\"]" + sent
        case .dispose(let name): return "\(name).dispose()"
        case .releaseChain:
          return "chain = nil   // the script lets go of the chain; only the subscriptions may hold it"
        }
      }
    )
  }

  // MARK: - Running scripts

  /// What a trait script needs of a chain, whoever wrote it.
  public protocol ChainUnderScript: AnyObject {
    /// Subscribes as `kind` would, telling `heard` each outcome in words. Returns what disposes
    /// the subscription.
    func subscribe(_ kind: Subscriber, _ heard: @escaping (String) -> Void) -> () -> Void
  }

  /// Runs `steps` against the chain `make` builds on `desk`, and notes what it sees: the outcomes
  /// each subscriber hears, when each source is subscribed and disposed, what is alive after each
  /// step, and what is left once everything is let go of.
  public static func run(
    _ steps: [Step], log: Log, make: @escaping (SequenceScripts.Desk) -> any ChainUnderScript,
    counting: (() -> Void) -> Int
  ) {
    let desk = SequenceScripts.Desk(log: log)
    let alive = counting {
      var chain: (any ChainUnderScript)? = make(desk)
      desk.handOverChainWitness()
      var handles: [String: () -> Void] = [:]
      for (index, step) in steps.enumerated() {
        log.step = index + 1
        switch step {
        case .subscribe(let name, let kind, let disposeOnFirst):
          let witness = Witness("\(name)'s handler")
          desk.witnesses.append(WeakWitness(witness))
          var fired = false
          desk.subscribing = name
          handles[name] = chain?.subscribe(kind) { text in
            withExtendedLifetime(witness) {}
            log.note(.hears, "\(name) hears \(text)")
            guard disposeOnFirst, !fired, text != "onDisposed runs" else { return }
            fired = true
            handles[name]?()
          }
          desk.subscribing = nil
        case .report(let name, let role, let event): desk.senders["\(name)'s \(role)"]?(event)
        case .dispose(let name): handles[name]?()
        case .releaseChain: chain = nil
        }
        log.noteAlive("handlers and cleanups", desk.witnesses)
      }
      log.step = steps.count + 1
      for name in handles.keys.sorted() { handles[name]?() }
      handles = [:]
      chain = nil
      _ = chain
      desk.senders = [:]
    }
    log.noteAlive("handlers and cleanups", desk.witnesses)
    log.note(.keepsAlive, "counted objects alive: \(alive)")
  }

  /// The text of an outcome a trait's closure or handlers hear.
  static func outcome(_ event: Ev, _ trait: Trait) -> String {
    switch (trait, event) {
    case (.single, .next(let value)), (.maybe, .next(let value)): "success(\(value))"
    case (.single, .error(let name)): "failure(\(name.rawValue))"
    default: event.description
    }
  }

  /// The reference's chain.
  final class Reference: ChainUnderScript {
    let observable: MObservable
    let trait: Trait
    let log: Log
    let witness: Witness?

    init(_ chain: Chain, desk: SequenceScripts.Desk) {
      log = desk.log
      trait = chain.trait
      let witness = desk.chainWitness
      self.witness = witness
      func driven(role: String, map: @escaping (Ev, (Ev) -> Void) -> Void) -> MObservable {
        MCreate { [weak desk] observer in
          withExtendedLifetime(witness) {}
          return MAnonymousDisposable(desk?.subscribed(role: role, initial: [], send: { map($0, observer) }) ?? {})
        }
      }
      var observable: MObservable
      switch chain.source {
      case .create(let made):
        observable = driven(role: "source") { event, observer in
          switch (made, event) {
          case (.single, .next), (.maybe, .next):
            observer(event)
            observer(.completed)
          case (.single, .completed), (.completable, .next): break
          default: observer(event)
          }
        }
      case .wrapped(_, let policed), .observable(let policed):
        observable =
          policed ? driven(role: "source") { $1($0) } : SequenceScripts.Reference.RawSource(desk: desk)
      case .just(_, let value): observable = MImmediate([.next(value), .completed])
      case .error: observable = MImmediate([.error(.testError)])
      case .empty: observable = MImmediate([.completed])
      case .never: observable = MImmediate([])
      case .of(let values): observable = MSequence(values)
      }
      for op in chain.operators {
        switch op {
        case .map: observable = MOperator(observable, .map { $0 * 10 })
        case .filter: observable = MOperator(observable, .filter { $0 % 3 != 0 })
        case .asSingle: observable = MAsTrait(observable, maybe: false)
        case .asMaybe: observable = MAsTrait(observable, maybe: true)
        case .asCompletable: break
        }
      }
      if chain.andThen {
        let first = driven(role: "first") { event, observer in if event.isStop { observer(event) } }
        observable = MConcat(first, observable)
      }
      self.observable = observable
    }

    func subscribe(_ kind: Subscriber, _ heard: @escaping (String) -> Void) -> () -> Void {
      let trait = self.trait
      let log = self.log
      let closure: (@escaping (Ev) -> Void) -> MDisposable = { [observable] observer in
        switch trait {
        case .single:
          MTraitSubscribe.single(observable, hook: { log.note(.hears, "the contract hook is told") }, observer)
        case .maybe: MTraitSubscribe.maybe(observable, observer)
        case .completable: MTraitSubscribe.completable(observable, observer)
        case .observable: observable.subscribeClosure(observer)
        }
      }
      let disposable: MDisposable
      switch kind {
      case .inside: disposable = observable.subscribe { heard($0.description) }
      case .closure: disposable = closure { heard(outcome($0, trait)) }
      case .handlers(let failure, let onDisposed):
        if trait == .observable {
          disposable = observable.subscribeHandlers(
            onNext: { heard("next(\($0))") }, onError: failure ? { heard("error(\($0.rawValue))") } : nil,
            onCompleted: { heard("completed") }, onDisposed: onDisposed ? { heard("onDisposed runs") } : nil,
            defaultErrorHandler: { log.note(.hears, SequenceScripts.unhandled($0)) })
        } else {
          disposable = MTraitSubscribe.handlers(
            closure, outcome: { heard(outcome($0, trait)) }, hasFailureHandler: failure,
            onDisposed: onDisposed ? { heard("onDisposed runs") } : nil,
            defaultErrorHandler: { log.note(.hears, SequenceScripts.unhandled($0)) })
        }
      }
      return { disposable.dispose() }
    }
  }

  /// The runs of a trait's scripts.
  public typealias Runs = ScriptRuns<Chain, Step>

  /// The scripts of traits: yours built by `make`; `around` runs a whole run of yours with the
  /// hooks noting what they are told.
  public static func spec(
    type: String, file: String, options: Options, seeds: Int = 200,
    make: @escaping (Chain, SequenceScripts.Desk) -> any ChainUnderScript, counting: @escaping (() -> Void) -> Int,
    around: @escaping (Log, () -> Void) -> Void
  ) -> ScriptSpec<Chain, Step> {
    ScriptSpec(
      type: type, file: file, seeds: seeds, generate: { generate(options, &$0) }, normalize: { normalize($0.steps) },
      simplify: simplify, listing: { listing($0.setup, $0.steps) },
      yours: { script, log, _ in
        around(log) { run(script.steps, log: log, make: { make(script.setup, $0) }, counting: counting) }
      },
      reference: { script, log in
        run(
          script.steps, log: log, make: { Reference(script.setup, desk: $0) },
          counting: { body in
            body()
            return 0
          })
      })
  }
}
