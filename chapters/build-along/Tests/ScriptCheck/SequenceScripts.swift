/// Scripts for sequences: a chain (a source and operators) is subscribed to by raw observers,
/// closures and handlers, its sources send and stop, subscriptions are disposed and asked whether
/// they are, and subscribers react by disposing their own subscription or making their source send
/// again while they are being told.
public enum SequenceScripts {
  /// The chain every subscription of a script subscribes to.
  public struct Chain: Equatable, Sendable {
    public var source: Source
    public var operators: [Operator]
  }

  /// Where a chain's events come from.
  public enum Source: Equatable, Sendable {
    /// `Observable.create`, whose closure keeps each subscription's observer for the script to send
    /// into, sends `initial` before it returns, and returns a cleanup; a cleanup that, when
    /// `cleanupSends`, sends one more `next(99)` as it runs, which must reach nobody.
    case create(initial: [Ev], cleanupSends: Bool = false)
    /// Step 3's naive `Observable { observer in … }`: its `subscribe` forwards everything it is sent
    /// and disposes a composite of the cleanup on a stop event, checking nothing else.
    case naive(initial: [Ev])
    /// An `Observable` subclass whose `subscribe` keeps the observer as it is (no sink, no stop
    /// rule) and returns a cleanup: only the operators and subscribers police it.
    case raw
    case just(Int), of([Int]), from([Int]), empty, error, never
  }

  /// An operator of a chain.
  public enum Operator: Equatable, Sendable {
    /// `map { $0 * 10 }`, throwing `TestError` for the element `throwsAt`.
    case map(throwsAt: Int?)
    /// `filter { $0 % 3 != 0 }`, throwing `TestError` for the element `throwsAt`.
    case filter(throwsAt: Int?)
    case take(Int)
  }

  /// How a subscription subscribes.
  public enum Subscriber: Equatable, Sendable {
    /// An `ObserverType` that hears everything and polices nothing.
    case raw
    /// `subscribe { event in … }`.
    case closure
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)`, with or without `onError` and
    /// `onDisposed`.
    case handlers(onError: Bool, onDisposed: Bool)
  }

  /// What a subscriber does, once, while it is being told an event.
  public struct Reaction: Equatable, Sendable {
    public enum Trigger: Equatable, Sendable { case firstNext, stop }
    public enum Action: Equatable, Sendable {
      case disposeOwn
      /// Its source sends `event`, from inside the delivery.
      case sourceSends(Ev)
    }
    public let when: Trigger
    public let then: Action
  }

  /// One step of a sequence script.
  public enum Step: Equatable, Sendable {
    case subscribe(String, Subscriber, reaction: Reaction?)
    /// The source of the subscription `name` sends `event`.
    case send(String, Ev)
    case dispose(String)
    /// Asks the subscription `name` whether it is disposed.
    case read(String)
    /// The script lets go of its reference to the chain: the subscriptions may keep what they need.
    case releaseChain
  }

  /// What the scripts of a stage may do.
  public struct Options: Sendable {
    public var sources: [Source] = [.create(initial: [])]
    public var operators: [Operator] = []
    public var minOperators = 1
    public var maxOperators = 1
    public var subscribers: [Subscriber] = [.raw, .closure]

    public init(
      sources: [Source] = [.create(initial: [])], operators: [Operator] = [], minOperators: Int = 1,
      maxOperators: Int = 1, subscribers: [Subscriber] = [.raw, .closure]
    ) {
      self.sources = sources
      self.operators = operators
      self.minOperators = min(minOperators, maxOperators)
      self.maxOperators = maxOperators
      self.subscribers = subscribers
    }
  }

  // MARK: - Making scripts

  static let names = ["a", "b", "c", "d"]

  /// The chain and the script of a seed.
  public static func generate(_ options: Options, _ random: inout SeededRandom) -> (Chain, [Step]) {
    var chain = Chain(source: random.pick(options.sources), operators: [])
    if case .naive = chain.source, random.chance(30) {
      chain.source = .naive(
        initial: random.pick([[.next(1)], [.next(1), .completed], [.completed], [.error(.testError)]]))
    }
    if case .create = chain.source {
      chain.source = .create(
        initial: random.chance(30)
          ? random.pick([[.next(1)], [.next(1), .completed], [.completed], [.error(.testError)]]) : [],
        cleanupSends: random.chance(25))
    }
    if case .from(let values) = chain.source, random.chance(50) {
      chain.source = .from(values + [5, 6, 7, 8])  // longer: a walk that goes on after a dispose shows
    }
    if !options.operators.isEmpty {
      for _ in 0..<random.int(options.minOperators...options.maxOperators) {
        var op = random.pick(options.operators)
        switch op {
        case .map: op = .map(throwsAt: random.chance(25) ? random.int(1...3) : nil)
        case .filter: op = .filter(throwsAt: random.chance(25) ? random.int(1...3) : nil)
        case .take: op = .take(random.int(0...3))
        }
        chain.operators.append(op)
      }
    }
    let sends = chain.source.sends
    var steps: [Step] = []
    var subscribed: [String] = []
    var value = 1
    if case .create(let initial, _) = chain.source, initial.first == .next(1) { value = 2 }
    if case .naive(let initial) = chain.source, initial.first == .next(1) { value = 2 }
    let length = random.int(2...12)
    while steps.count < length {
      switch random.weighted([
        (subscribed.count < 3 ? (subscribed.isEmpty ? 100 : 18) : 0, 0), (sends && !subscribed.isEmpty ? 45 : 0, 1),
        (sends && !subscribed.isEmpty ? 6 : 0, 2), (sends && !subscribed.isEmpty ? 5 : 0, 3),
        (subscribed.isEmpty ? 0 : 12, 4), (subscribed.isEmpty ? 0 : (chain.readable ? 12 : 0), 5),
        (subscribed.isEmpty || steps.contains(.releaseChain) ? 0 : 5, 6),
      ]) {
      case 0:
        let name = names[subscribed.count]
        var reaction: Reaction?
        if random.chance(30) {
          reaction = Reaction(
            when: random.weighted([(70, .firstNext), (30, .stop)]),
            then: random.weighted([
              (50, .disposeOwn), (sends ? 20 : 0, .sourceSends(.completed)), (sends ? 15 : 0, .sourceSends(.next(90))),
              (sends ? 10 : 0, .sourceSends(.error(.otherError))),
            ]))
        }
        steps.append(.subscribe(name, random.pick(options.subscribers), reaction: reaction))
        subscribed.append(name)
      case 1:
        steps.append(.send(random.pick(subscribed), .next(value)))
        value += 1
      case 2: steps.append(.send(random.pick(subscribed), .completed))
      case 3: steps.append(.send(random.pick(subscribed), .error(.testError)))
      case 4: steps.append(.dispose(random.pick(subscribed)))
      case 5: steps.append(.read(random.pick(subscribed)))
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
      case .send(let name, _), .dispose(let name), .read(let name): return made.contains(name)
      case .releaseChain:
        defer { released = true }
        return !released
      }
    }
  }

  /// Simpler forms of a step: a subscriber without its reaction, or a plainer kind of subscriber.
  public static func simplify(_ step: Step) -> [Step] {
    guard case .subscribe(let name, let kind, let reaction) = step else { return [] }
    var simpler: [Step] = []
    if reaction != nil { simpler.append(.subscribe(name, kind, reaction: nil)) }
    if kind != .closure && kind != .raw { simpler.append(.subscribe(name, .closure, reaction: reaction)) }
    return simpler
  }

  // MARK: - Showing scripts

  /// The chain and the steps as Swift.
  public static func listing(_ chain: Chain, _ steps: [Step]) -> (setup: [String], steps: [String]) {
    var made: String
    switch chain.source {
    case .create(let initial, let cleanupSends):
      let sends = initial.map { "observer.\($0.call); " }.joined()
      made =
        "Observable<Int>.create { observer in sources.append(observer); \(sends)"
        + "return Disposables.create { heard(\"source disposed\")"
        + (cleanupSends ? "; observer.onNext(99)" : "") + " } }"
    case .naive(let initial):
      let sends = initial.map { "observer.\($0.call); " }.joined()
      made =
        "Observable<Int> { observer in sources.append(observer); \(sends)"
        + "return AnonymousDisposable { heard(\"source disposed\") } }"
    case .raw: made = "RawSource()  // hands each subscribe's observer to the script as it is"
    case .just(let value): made = "Observable.just(\(value))"
    case .of(let values): made = "Observable.of(\(values.map(String.init).joined(separator: ", ")))"
    case .from(let values):
      made =
        "Observable.from(Logged([\(values.map(String.init).joined(separator: ", "))]))  // says each element it gives"
    case .empty: made = "Observable<Int>.empty()"
    case .error: made = "Observable<Int>.error(TestError())"
    case .never: made = "Observable<Int>.never()"
    }
    var lines = ["let chain = \(made)"]
    for op in chain.operators {
      switch op {
      case .map(let at):
        lines.append("  .map { " + (at.map { "if $0 == \($0) { throw TestError() }; " } ?? "") + "return $0 * 10 }")
      case .filter(let at):
        lines.append(
          "  .filter { " + (at.map { "if $0 == \($0) { throw TestError() }; " } ?? "") + "return $0 % 3 != 0 }")
      case .take(let count): lines.append("  .take(\(count))")
      }
    }
    return (lines, steps.map(code))
  }

  static func code(_ step: Step) -> String {
    switch step {
    case .subscribe(let name, let kind, let reaction):
      var line: String
      switch kind {
      case .raw: line = "let \(name) = chain.subscribe(Recorder(\"\(name)\"))"
      case .closure: line = "let \(name) = chain.subscribe { event in heard(\"\(name)\", event) }"
      case .handlers(let onError, let onDisposed):
        line =
          "let \(name) = chain.subscribe(onNext: …"
          + (onError ? ", onError: …" : "") + ", onCompleted: …" + (onDisposed ? ", onDisposed: …" : "") + ")"
      }
      if let reaction {
        let when = reaction.when == .firstNext ? "on its first next" : "on its stop event"
        switch reaction.then {
        case .disposeOwn: line += "  // \(when): \(name).dispose()"
        case .sourceSends(let event): line += "  // \(when), its source: observer.\(event.call)"
        }
      }
      return line
    case .send(let name, let event): return "sources[\"\(name)\"].\(event.call)"
    case .dispose(let name): return "\(name).dispose()"
    case .read(let name): return "(\(name) as? Cancelable)?.isDisposed"
    case .releaseChain: return "chain = nil   // the script lets go of the chain; only the subscriptions may hold it"
    }
  }

  // MARK: - Running scripts

  /// What a run's sources share with the script: which subscription is being made, and, for each,
  /// how to send into its source.
  public final class Desk {
    public let log: Log
    var subscribing: String?
    var senders: [String: (Ev) -> Void] = [:]
    var witnesses: [WeakWitness] = []
    /// Held by the chain's own closures and by the chain: once the script lets go of the chain, it
    /// stays alive only if a subscription keeps the chain's producers.
    public private(set) var chainWitness: Witness? = Witness("the chain")

    init(log: Log) {
      self.log = log
      if let chainWitness { witnesses.append(WeakWitness(chainWitness)) }
    }

    /// Lets go of the desk's own reference to the chain's witness, once the chain has taken it.
    func handOverChainWitness() {
      chainWitness = nil
    }

    /// Called by a chain's source when a subscription reaches it, with the way to send into it:
    /// keeps it, sends what the source sends at once, and returns the source's cleanup, which
    /// forgets it. `role` tells two sources of one subscription apart (`first`, `second`).
    public func subscribed(role: String = "source", initial: [Ev], send: @escaping (Ev) -> Void) -> () -> Void {
      let name = "\(subscribing ?? "?")'s \(role)"
      log.note(.hears, "\(name) is subscribed")
      senders[name] = send
      for event in initial { send(event) }
      let witness = Witness(name)
      witnesses.append(WeakWitness(witness))
      return { [weak self, log] in
        withExtendedLifetime(witness) {}
        log.note(.hears, "\(name) is disposed")
        self?.senders[name] = nil
      }
    }
  }

  /// What a sequence script needs of a chain, whoever wrote it.
  public protocol ChainUnderScript: AnyObject {
    /// Subscribes as `kind` would, telling `heard` what the subscriber's handlers see, in words
    /// (`next(10)`, `completed`, `onDisposed runs`, `the default error handler gets TestError`).
    /// Returns how to dispose the subscription and how to ask whether it is disposed.
    func subscribe(_ kind: Subscriber, _ heard: @escaping (String) -> Void) -> (
      dispose: () -> Void, isDisposed: () -> Bool?
    )
  }

  /// What an error no `onError` takes is noted as, in both worlds: yours gets it from
  /// `Hooks.defaultErrorHandler`, which `spec`'s caller replaces for the run.
  public static func unhandled(_ name: ErrorName) -> String {
    "the default error handler gets \(name.rawValue)"
  }

  /// Runs `steps` against the chain `make` builds on `desk`, and notes what it sees: what each
  /// subscriber hears, when each source is subscribed and disposed, what each subscription answers,
  /// which handlers and cleanups are alive after each step, and what is left once everything is let
  /// go of.
  public static func run(
    _ steps: [Step], log: Log, make: @escaping (Desk) -> any ChainUnderScript, counting: (() -> Void) -> Int
  ) {
    let desk = Desk(log: log)
    let alive = counting {
      var chain: (any ChainUnderScript)? = make(desk)
      desk.handOverChainWitness()
      var handles: [String: (dispose: () -> Void, isDisposed: () -> Bool?)] = [:]
      for (index, step) in steps.enumerated() {
        log.step = index + 1
        switch step {
        case .subscribe(let name, let kind, let reaction):
          let witness = Witness("\(name)'s handler")
          desk.witnesses.append(WeakWitness(witness))
          var fired = false
          var heardNext = false
          desk.subscribing = name
          handles[name] = chain?.subscribe(kind) { [weak desk] text in
            withExtendedLifetime(witness) {}
            log.note(.hears, "\(name) hears \(text)")
            guard let reaction, !fired, let desk else { return }
            let isNext = text.hasPrefix("next(")
            let isStop = text.hasPrefix("error(") || text == "completed"
            let matches = reaction.when == .firstNext ? isNext && !heardNext : isStop
            if isNext { heardNext = true }
            guard matches else { return }
            fired = true
            switch reaction.then {
            case .disposeOwn: handles[name]?.dispose()
            case .sourceSends(let event): desk.senders["\(name)'s source"]?(event)
            }
          }
          desk.subscribing = nil
        case .send(let name, let event): desk.senders["\(name)'s source"]?(event)
        case .dispose(let name): handles[name]?.dispose()
        case .releaseChain: chain = nil
        case .read(let name):
          if let handle = handles[name] {
            log.note(.answers, "\(name) isDisposed: " + (handle.isDisposed().map(String.init) ?? "(not a Cancelable)"))
          }
        }
        log.noteAlive("handlers and cleanups", desk.witnesses)
      }
      log.step = steps.count + 1
      // A subscription left running holds itself (its sink and its disposer hold each other until it
      // is disposed): the script disposes each, as a bag would, then lets go of everything.
      for name in handles.keys.sorted() { handles[name]?.dispose() }
      handles = [:]
      chain = nil
      _ = chain
      // A source that is never disposed would hold its subscriber for good: the script lets go of it.
      desk.senders = [:]
    }
    log.noteAlive("handlers and cleanups", desk.witnesses)
    log.note(.keepsAlive, "counted objects alive: \(alive)")
  }

  /// The reference's chain.
  final class Reference: ChainUnderScript {
    let observable: MObservable
    let log: Log
    let witness: Witness?

    init(_ chain: Chain, desk: Desk) {
      log = desk.log
      let witness = desk.chainWitness
      self.witness = witness
      var observable: MObservable
      switch chain.source {
      case .create(let initial, let cleanupSends):
        observable = MCreate { [weak desk] observer in
          withExtendedLifetime(witness) {}
          let cleanup = desk?.subscribed(initial: initial, send: observer) ?? {}
          return MAnonymousDisposable {
            cleanup()
            if cleanupSends { observer(.next(99)) }
          }
        }
      case .naive(let initial):
        observable = MNaive { [weak desk] observer in
          withExtendedLifetime(witness) {}
          return MAnonymousDisposable(desk?.subscribed(initial: initial, send: observer) ?? {})
        }
      case .raw: observable = RawSource(desk: desk)
      case .just(let value): observable = MImmediate([.next(value), .completed])
      case .of(let values): observable = MSequence(values)
      case .from(let values): observable = MSequence(ScriptSequence(values, log: desk.log))
      case .empty: observable = MImmediate([.completed])
      case .error: observable = MImmediate([.error(.testError)])
      case .never: observable = MImmediate([])
      }
      for op in chain.operators {
        switch op {
        case .map(let at):
          observable = MOperator(
            observable,
            .map { value in
              if value == at { throw ScriptThrow(.testError) }
              return value * 10
            })
        case .filter(let at):
          observable = MOperator(
            observable,
            .filter { value in
              if value == at { throw ScriptThrow(.testError) }
              return value % 3 != 0
            })
        case .take(0): observable = MImmediate([.completed])
        case .take(let count): observable = MOperator(observable, .take(count))
        }
      }
      self.observable = observable
    }

    func subscribe(_ kind: Subscriber, _ heard: @escaping (String) -> Void) -> (
      dispose: () -> Void, isDisposed: () -> Bool?
    ) {
      let disposable: MDisposable
      switch kind {
      case .raw: disposable = observable.subscribe { heard($0.description) }
      case .closure: disposable = observable.subscribeClosure { heard($0.description) }
      case .handlers(let onError, let onDisposed):
        disposable = observable.subscribeHandlers(
          onNext: { heard("next(\($0))") }, onError: onError ? { heard("error(\($0.rawValue))") } : nil,
          onCompleted: { heard("completed") }, onDisposed: onDisposed ? { heard("onDisposed runs") } : nil,
          defaultErrorHandler: { [log] in log.note(.hears, SequenceScripts.unhandled($0)) })
      }
      return (
        { disposable.dispose() },
        {
          switch disposable {
          case let disposer as MSinkDisposer: disposer.isDisposed
          case let anonymous as MAnonymousDisposable: anonymous.isDisposed
          case let binary as MBinaryDisposable: binary.isDisposed
          default: nil
          }
        }
      )
    }

    /// The reference's raw source: it keeps the observer as it is.
    final class RawSource: MObservable {
      weak var desk: Desk?

      init(desk: Desk) {
        self.desk = desk
      }

      override func subscribe(_ on: @escaping (Ev) -> Void) -> MDisposable {
        MAnonymousDisposable(desk?.subscribed(initial: [], send: on) ?? {})
      }
    }
  }

  /// The runs of a chain's scripts.
  public typealias Runs = ScriptRuns<Chain, Step>

  /// The scripts of chains: yours built by `make`.
  /// `unhandledErrors` runs a whole run of yours with `Hooks.defaultErrorHandler` noting, in the
  /// log, the errors it gets.
  public static func spec(
    type: String, file: String, options: Options, seeds: Int = 200,
    make: @escaping (Chain, Desk) -> any ChainUnderScript, counting: @escaping (() -> Void) -> Int,
    unhandledErrors: @escaping (Log, () -> Void) -> Void
  ) -> ScriptSpec<Chain, Step> {
    ScriptSpec(
      type: type, file: file, seeds: seeds, generate: { generate(options, &$0) }, normalize: { normalize($0.steps) },
      simplify: simplify, listing: { listing($0.setup, $0.steps) },
      yours: { script, log, _ in
        unhandledErrors(log) {
          run(script.steps, log: log, make: { make(script.setup, $0) }, counting: counting)
        }
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

extension SequenceScripts.Source {
  /// Whether the script can make it send: a `create` or raw source.
  var sends: Bool {
    switch self {
    case .create, .raw, .naive: true
    default: false
    }
  }
}

extension SequenceScripts.Chain {
  /// Whether a subscription's disposable is known to say whether it is disposed: a chain built of
  /// producers from a source the script drives (`take(0)` is `empty()`, which returns a plain
  /// disposable).
  var readable: Bool {
    if case .naive = source { return false }  // Step 3 has no Cancelable
    return source.sends && !operators.contains(.take(0))
  }
}

/// A sequence that notes each element it gives, and its end: what `from` asks of it.
public struct ScriptSequence: Sequence {
  let values: [Int]
  let log: Log

  public init(_ values: [Int], log: Log) {
    self.values = values
    self.log = log
  }

  public func makeIterator() -> AnyIterator<Int> {
    var inner = values.makeIterator()
    let log = self.log
    return AnyIterator {
      let next = inner.next()
      log.note(.hears, next.map { "from's sequence gives \($0)" } ?? "from's sequence is at its end")
      return next
    }
  }
}
