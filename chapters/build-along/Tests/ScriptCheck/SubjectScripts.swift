/// Scripts for subjects: subscribers come and go, events are sent, the subject is disposed and
/// asked what it knows, handlers call back into it while it delivers, and other threads ask it
/// questions from inside its callouts.
public enum SubjectScripts {
  /// One step of a subject script.
  public enum Step: Equatable, Sendable {
    /// Subscribes a handler named `name`, behind `subscribe { … }`'s stop rule or as a raw
    /// `AnyObserver(eventHandler:)`; it may do one thing back to the subject, once, and when
    /// `probe`, its release asks the subject a question from another thread.
    case subscribe(String, raw: Bool, reaction: Reaction?, probe: Bool)
    /// Subscribes `count` silent handlers at once: more than the bag's slot and array hold.
    case crowd(Int)
    /// Sends an event into the subject.
    case send(Ev)
    /// Disposes the subscription of `name`.
    case dispose(String)
    /// Disposes the subject.
    case disposeSubject
    /// Asks the subject something.
    case read(Read)
  }

  /// What a script asks a subject.
  public enum Read: String, Equatable, Sendable, CaseIterable {
    case hasObservers, isDisposed, value
  }

  /// What a handler does back to the subject, the first time its trigger matches.
  public struct Reaction: Equatable, Sendable {
    /// When it acts.
    public enum Trigger: Equatable, Sendable {
      case next(Int), stop, first
    }
    /// What it does.
    public enum Action: Equatable, Sendable {
      case send(Ev), disposeOwn, dispose(String), subscribe(String), disposeSubject, read(Read)
      /// Asks from another thread, and waits for the answer: a subject that calls out with its
      /// lock held never gives it.
      case readFromAnotherThread(Read)
    }
    public let when: Trigger
    public let then: Action
  }

  /// What the scripts of a stage may do.
  public struct Options: Sendable {
    /// A `BehaviorSubject(value: 0)` rather than a `PublishSubject`.
    public var behavior = false
    /// Handlers, and the releases of handlers, that ask the subject something from another thread.
    public var crossThread = false
    /// Handlers that call back into the subject on their own thread.
    public var reentrant = false
    /// How many steps a script has.
    public var length = 3...14
    /// At most this many named subscribers.
    public var subscribers = 5

    /// Options; the defaults are a `PublishSubject`'s plain scripts.
    public init(behavior: Bool = false, crossThread: Bool = false, reentrant: Bool = false) {
      self.behavior = behavior
      self.crossThread = crossThread
      self.reentrant = reentrant
    }
  }

  // MARK: - Making scripts

  static let names = ["a", "b", "c", "d", "e", "f", "g"]

  /// The script of a seed.
  public static func generate(_ options: Options, _ random: inout SeededRandom) -> [Step] {
    var steps: [Step] = []
    var subscribed: [String] = []
    var value = 1
    var sentByHandlers = 100
    let reads = Read.allCases.filter { options.behavior || $0 != .value }
    let length = random.int(options.length)
    while steps.count < length {
      switch random.weighted([
        (subscribed.count < options.subscribers ? 24 : 0, 0), (30, 1), (5, 2), (4, 3),
        (subscribed.isEmpty ? 0 : 12, 4), (3, 5), (14, 6), (steps.contains { $0 == .crowd(33) } ? 0 : 2, 7),
      ]) {
      case 0:
        let name = names[subscribed.count]
        var reaction: Reaction?
        if options.reentrant || options.crossThread, random.chance(options.reentrant ? 60 : 35) {
          let when: Reaction.Trigger = random.weighted([
            (40, .next(value + random.int(0...2))), (30, .stop), (30, .first),
          ])
          sentByHandlers += 1
          let own = options.reentrant ? 1 : 0
          let then: Reaction.Action = random.weighted([
            (25 * own, .send(.next(sentByHandlers))), (10 * own, .send(.completed)),
            (6 * own, .send(.error(.otherError))), (15 * own, .disposeOwn),
            (12 * own, .dispose(random.pick(subscribed + [name]))), (12 * own, .subscribe(name + "2")),
            (12 * own, .disposeSubject), (10 * own, .read(random.pick(reads))),
            (14, .readFromAnotherThread(random.pick(reads))),
          ])
          reaction = Reaction(when: when, then: then)
        }
        let probe = (options.reentrant || options.crossThread) && random.chance(25)
        steps.append(.subscribe(name, raw: random.chance(30), reaction: reaction, probe: probe))
        subscribed.append(name)
      case 1:
        steps.append(.send(.next(value)))
        value += 1
      case 2: steps.append(.send(.completed))
      case 3: steps.append(.send(.error(.testError)))
      case 4: steps.append(.dispose(random.pick(subscribed)))
      case 5: steps.append(.disposeSubject)
      case 6: steps.append(.read(random.pick(reads)))
      default: steps.append(.crowd(33))
      }
    }
    return steps
  }

  /// `steps` without what refers to a subscriber no earlier step made, and with no subscriber
  /// after a crowd: past the bag's slot and array, subscribers sit in a dictionary, which visits
  /// them in no particular order, so that only silent ones may sit there.
  public static func normalize(_ steps: [Step]) -> [Step] {
    var made: Set<String> = []
    let crowded = steps.contains { if case .crowd = $0 { true } else { false } }
    var crowdSeen = false
    return steps.compactMap { step in
      switch step {
      case .subscribe(let name, let raw, let reaction, let probe):
        if crowdSeen { return nil }
        defer { made.insert(name) }
        if case .dispose(let other) = reaction?.then, other != name, !made.contains(other) {
          return .subscribe(name, raw: raw, reaction: nil, probe: probe)
        }
        if crowded, case .subscribe = reaction?.then {
          return .subscribe(name, raw: raw, reaction: nil, probe: probe)
        }
        return step
      case .crowd:
        crowdSeen = true
        return step
      case .dispose(let name):
        return made.contains(name) ? step : nil
      default:
        return step
      }
    }
  }

  /// Simpler forms of a step: a subscriber without its reaction or probe, or behind the stop rule;
  /// a smaller crowd.
  public static func simplify(_ step: Step) -> [Step] {
    switch step {
    case .subscribe(let name, let raw, let reaction, let probe):
      var simpler: [Step] = []
      if reaction != nil { simpler.append(.subscribe(name, raw: raw, reaction: nil, probe: probe)) }
      if probe { simpler.append(.subscribe(name, raw: raw, reaction: reaction, probe: false)) }
      if raw { simpler.append(.subscribe(name, raw: false, reaction: reaction, probe: probe)) }
      return simpler
    default:
      return []
    }
  }

  // MARK: - Showing scripts

  /// The script as Swift.
  public static func listing(_ steps: [Step], options: Options) -> (setup: [String], steps: [String]) {
    let made = options.behavior ? "BehaviorSubject(value: 0)" : "PublishSubject<Int>()"
    return (["let subject = \(made)"], steps.map(code))
  }

  static func code(_ step: Step) -> String {
    switch step {
    case .subscribe(let name, let raw, let reaction, let probe):
      let body = "event in heard(\"\(name)\", event)" + (reaction.map { "; " + code($0, of: name) } ?? "")
      let line =
        raw
        ? "let \(name) = subject.subscribe(AnyObserver(eventHandler: { \(body) }))"
        : "let \(name) = subject.subscribe { \(body) }"
      return line + (probe ? "  // when let go, the handler asks subject.hasObservers from another thread" : "")
    case .crowd(let count):
      return "for _ in 1...\(count) { _ = subject.subscribe { event in heard(\"crowd\", event) } }"
    case .send(let event): return "subject.\(event.call)"
    case .dispose(let name): return "\(name).dispose()"
    case .disposeSubject: return "subject.dispose()"
    case .read(let read): return code(read)
    }
  }

  static func code(_ read: Read) -> String {
    switch read {
    case .hasObservers: "subject.hasObservers"
    case .isDisposed: "subject.isDisposed"
    case .value: "try subject.value()"
    }
  }

  static func code(_ reaction: Reaction, of name: String) -> String {
    let condition: String
    switch reaction.when {
    case .next(let value): condition = "if case .next(\(value)) = event"
    case .stop: condition = "if event.isStopEvent"
    case .first: condition = "if isFirstEvent"
    }
    let action: String
    switch reaction.then {
    case .send(let event): action = "subject.\(event.call)"
    case .disposeOwn: action = "\(name).dispose()"
    case .dispose(let other): action = "\(other).dispose()"
    case .subscribe(let newcomer): action = "\(newcomer) = subject.subscribe { event in heard(\"\(newcomer)\", event) }"
    case .disposeSubject: action = "subject.dispose()"
    case .read(let read): action = "_ = " + code(read)
    case .readFromAnotherThread(let read): action = "callFromAnotherThread { _ = \(code(read)) }"
    }
    return "\(condition) { \(action) }"
  }

  // MARK: - Running scripts

  /// Runs `body` on another thread and waits for it (yours), or just runs it (the reference's).
  public typealias AnotherThread = (@escaping () -> Void) -> Void

  /// What a run shares with the handlers it made.
  final class State {
    var subject: (any SubjectUnderScript)?
    var disposers: [String: () -> Void] = [:]
    var witnesses: [WeakWitness] = []
    /// How deep this thread is in `subscribe` calls: the callouts there hold the subject's lock by
    /// design (a replay, a late subscriber's stop event), so nothing asks from another thread.
    var subscribing = 0
    /// Whether a release may still ask the subject from another thread: not once the script ends.
    var probing = true
    let log: Log
    let anotherThread: AnotherThread

    init(log: Log, anotherThread: @escaping AnotherThread) {
      self.log = log
      self.anotherThread = anotherThread
    }

    func subscribe(_ name: String, raw: Bool, reaction: Reaction?, probe: Bool) {
      let witness = Witness(name)
      witnesses.append(WeakWitness(witness))
      let asker = probe ? ReleaseProbe(state: self, name: name) : nil
      var fired = false
      var heardBefore = false
      let log = self.log
      let handler: (Ev) -> Void = { [weak self] event in
        withExtendedLifetime((witness, asker)) {}
        log.note(.hears, "\(name) hears \(event)")
        let first = !heardBefore
        heardBefore = true
        guard let reaction, !fired, let self else { return }
        let matches: Bool
        switch reaction.when {
        case .next(let value): matches = event == .next(value)
        case .stop: matches = event.isStop
        case .first: matches = first
        }
        guard matches else { return }
        fired = true
        self.perform(reaction.then, by: name)
      }
      guard let subject else { return }
      subscribing += 1
      let disposer = subject.subscribe(raw: raw, handler)
      subscribing -= 1
      disposers[name] = disposer
    }

    func crowd(_ count: Int) {
      guard let subject else { return }
      let witness = Witness("crowd")
      witnesses.append(WeakWitness(witness))
      let log = self.log
      var heard: [Ev: Int] = [:]
      for _ in 0..<count {
        subscribing += 1
        _ = subject.subscribe(raw: false) { event in
          withExtendedLifetime(witness) {}
          heard[event, default: 0] += 1
          if heard[event] == count { log.note(.hears, "each of the crowd of \(count) hears \(event)") }
        }
        subscribing -= 1
      }
    }

    func perform(_ action: Reaction.Action, by name: String) {
      guard let subject else { return }
      switch action {
      case .send(let event): subject.on(event)
      case .disposeOwn: disposers[name]?()
      case .dispose(let other): disposers[other]?()
      case .subscribe(let newcomer): subscribe(newcomer, raw: false, reaction: nil, probe: false)
      case .disposeSubject: subject.dispose()
      case .read(let read): log.note(.answers, "\(name)'s handler reads " + answer(read, subject))
      case .readFromAnotherThread(let read):
        guard subscribing == 0 else { return }
        var answered = ""
        anotherThread { answered = self.answer(read, subject) }
        log.note(.answers, "\(name)'s handler, from another thread, reads " + answered)
      }
    }

    /// Asks `read` from another thread for the released handler of `name`.
    func released(_ name: String) {
      guard probing, subscribing == 0, let subject else { return }
      var answered = ""
      anotherThread { answered = self.answer(.hasObservers, subject) }
      log.note(.answers, "\(name)'s handler, let go, reads from another thread " + answered)
    }

    func answer(_ read: Read, _ subject: any SubjectUnderScript) -> String {
      switch read {
      case .hasObservers: "hasObservers: \(subject.hasObservers)"
      case .isDisposed: "isDisposed: \(subject.isDisposed)"
      case .value: subject.value() ?? "(no value())"
      }
    }
  }

  /// Held by a handler: when the subject lets go of the handler, it asks the subject from another
  /// thread, which waits for good if the subject lets go with its lock held.
  final class ReleaseProbe {
    weak var state: State?
    let name: String

    init(state: State, name: String) {
      self.state = state
      self.name = name
    }

    deinit {
      state?.released(name)
    }
  }

  /// Runs `steps` against the subject `make` makes, inside `counting` (which returns how many
  /// counted objects are still alive after it; the reference's counts none), and notes what it
  /// sees: what each handler hears, what the subject answers, which handlers it still holds after
  /// each step, and at the end, whether the subject outlives the script's reference to it, and
  /// what is left once everything is let go.
  public static func run(
    _ steps: [Step], log: Log, mode: ScriptMode, anotherThread: @escaping AnotherThread,
    make: @escaping () -> any SubjectUnderScript, counting: (() -> Void) -> Int
  ) {
    var witnesses: [WeakWitness] = []
    let alive = counting {
      let state = State(log: log, anotherThread: anotherThread)
      state.subject = make()
      if mode == .readFromAnotherThread, let subject = state.subject {
        let reader = BackgroundReader([
          { _ = subject.hasObservers }, { _ = subject.isDisposed }, { _ = subject.value() },
        ])
        play(steps, state: state)
        reader.finish()
      } else {
        play(steps, state: state)
      }
      log.step = steps.count + 1
      state.probing = false
      weak let subject = state.subject?.identity
      state.subject = nil
      log.note(.keepsAlive, "the subject, let go while its subscriptions are still held, is alive: \(subject != nil)")
      witnesses = state.witnesses
      state.disposers = [:]
    }
    log.noteAlive("handlers", witnesses)
    log.note(.keepsAlive, "counted objects alive: \(alive)")
  }

  static func play(_ steps: [Step], state: State) {
    for (index, step) in steps.enumerated() {
      state.log.step = index + 1
      guard let subject = state.subject else { return }
      switch step {
      case .subscribe(let name, let raw, let reaction, let probe):
        state.subscribe(name, raw: raw, reaction: reaction, probe: probe)
      case .crowd(let count): state.crowd(count)
      case .send(let event): subject.on(event)
      case .dispose(let name): state.disposers[name]?()
      case .disposeSubject: subject.dispose()
      case .read(let read): state.log.note(.answers, state.answer(read, subject))
      }
      state.log.noteAlive("handlers", state.witnesses)
    }
  }

  /// The scripts of a subject: yours made by `make`, the reference's by the options.
  public static func spec(
    type: String, file: String, options: Options, seeds: Int = 200, anotherThread: @escaping AnotherThread,
    make: @escaping () -> any SubjectUnderScript, counting: @escaping (() -> Void) -> Int
  ) -> ScriptSpec<Void, Step> {
    ScriptSpec(
      type: type, file: file, seeds: seeds, generate: { ((), generate(options, &$0)) },
      normalize: { normalize($0.steps) }, simplify: simplify, listing: { listing($0.steps, options: options) },
      yours: { script, log, mode in
        run(script.steps, log: log, mode: mode, anotherThread: anotherThread, make: make, counting: counting)
      },
      reference: { script, log in
        run(
          script.steps, log: log, mode: .alone, anotherThread: { $0() },
          make: { options.behavior ? ModelBehaviorSubject(value: 0) as any SubjectUnderScript : ModelPublishSubject() },
          counting: { body in
            body()
            return 0
          })
      })
  }
}

extension SubjectScripts {
  /// The runs of a subject's scripts.
  public typealias Runs = ScriptRuns<Void, Step>
}
