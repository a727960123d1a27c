/// Scripts for disposables: children go in and come out, the holder is disposed (more than once),
/// asked what it knows and let go of, and a child's cleanup calls back into its holder, on its own
/// thread or from another.
public enum DisposableScripts {
  /// What a child does, once, when it is disposed.
  public enum Reaction: Equatable, Sendable {
    case insert(String), set(String), remove(String), disposeHolder, read(Read), readFromAnotherThread(Read)
  }

  /// What a script asks the holder.
  public enum Read: String, Equatable, Sendable {
    case isDisposed, count, current
  }

  /// A child: its name and what its cleanup does.
  public struct Child: Equatable, Sendable {
    public let name: String
    public let reaction: Reaction?
  }

  /// One step of a disposable script.
  public enum Step: Equatable, Sendable {
    case insert(Child), set(Child), remove(String), dispose, release, read(Read)
  }

  /// The children the holder starts with, then the steps.
  public struct Script: Equatable, Sendable {
    public var initial: [Child]
    public var steps: [Step]
  }

  /// What the scripts of a stage may do.
  public struct Options: Sendable {
    public var kind: DisposableKind
    /// Cleanups that ask the holder something from another thread.
    public var crossThread: Bool
    /// How the holder is written in Swift, for the listing: `CompositeDisposable`.
    public var made: String

    public init(_ kind: DisposableKind, crossThread: Bool = true, made: String) {
      self.kind = kind
      self.crossThread = crossThread
      self.made = made
    }

    var reads: [Read] {
      switch kind {
      case .anonymous, .binary, .singleAssignment: [.isDisposed]
      case .composite, .keyedComposite: [.isDisposed, .count]
      case .serial: [.isDisposed, .current]
      case .disposeBag: []
      }
    }
  }

  // MARK: - Making scripts

  static let names = (0..<26).map { String(UnicodeScalar(UInt8(97 + $0))) }

  /// The script of a seed.
  public static func generate(_ options: Options, _ random: inout SeededRandom) -> Script {
    var made = 0
    var inserted: [String] = []
    func child(reacting: Bool = true) -> Child {
      let name = names[made % names.count] + (made >= names.count ? "\(made / names.count)" : "")
      made += 1
      var reaction: Reaction?
      if reacting, random.chance(35) {
        let newcomer = name + "2"
        let reads = options.reads
        let choices: [(Int, Reaction)]
        switch options.kind {
        case .anonymous:
          choices = [
            (30, .disposeHolder), (30, .read(.isDisposed)),
            (options.crossThread ? 30 : 0, .readFromAnotherThread(.isDisposed)),
          ]
        case .composite, .disposeBag:
          choices =
            [(30, .insert(newcomer)), (options.kind == .disposeBag ? 0 : 20, .disposeHolder)]
            + reads.map { (10, .read($0)) } + reads.map { (options.crossThread ? 12 : 0, .readFromAnotherThread($0)) }
        case .keyedComposite:
          choices =
            [
              (25, .insert(newcomer)), (15, .disposeHolder),
              (inserted.isEmpty ? 0 : 15, .remove(random.pick(inserted.isEmpty ? ["-"] : inserted))),
            ]
            + reads.map { (10, .read($0)) } + reads.map { (options.crossThread ? 12 : 0, .readFromAnotherThread($0)) }
        case .binary:
          choices = [
            (30, .disposeHolder), (20, .read(.isDisposed)),
            (options.crossThread ? 20 : 0, .readFromAnotherThread(.isDisposed)),
          ]
        case .serial, .singleAssignment:
          choices =
            [(25, .set(newcomer)), (20, .disposeHolder)] + reads.map { (10, .read($0)) }
            + reads.map { (options.crossThread ? 12 : 0, .readFromAnotherThread($0)) }
        }
        reaction = random.weighted(choices)
      }
      return Child(name: name, reaction: reaction)
    }
    var script = Script(initial: [], steps: [])
    switch options.kind {
    case .anonymous: script.initial = [child()]
    case .binary: script.initial = [child(), child()]
    case .composite, .keyedComposite: script.initial = (0..<random.int(0...2)).map { _ in child() }
    default: break
    }
    let length = random.int(2...10)
    while script.steps.count < length {
      let reads = options.reads
      let step: Step
      switch options.kind {
      case .anonymous, .binary:
        step = random.weighted([(50, .dispose), (50, reads.isEmpty ? .dispose : .read(random.pick(reads)))])
      case .composite, .keyedComposite:
        step = random.weighted([
          (40, .insert(child())), (12, .dispose),
          (
            options.kind == .keyedComposite && !inserted.isEmpty ? 18 : 0,
            .remove(random.pick(inserted.isEmpty ? ["-"] : inserted))
          ),
          (20, .read(random.pick(reads))),
        ])
      case .disposeBag:
        step = random.weighted([(70, .insert(child())), (script.steps.contains(.release) ? 0 : 15, .release)])
      case .serial, .singleAssignment:
        step = random.weighted([(40, .set(child())), (15, .dispose), (25, .read(random.pick(reads)))])
      }
      if case .insert(let child) = step { inserted.append(child.name) }
      script.steps.append(step)
    }
    if options.kind == .disposeBag && !script.steps.contains(.release) { script.steps.append(.release) }
    return script
  }

  /// The script without steps that name a child no earlier step made (and without cleanups that
  /// do), or that use a bag the script has let go of.
  public static func normalize(_ script: Script) -> Script {
    var made = Set(script.initial.map(\.name))
    var released = false
    var steps: [Step] = []
    func known(_ child: Child) -> Child {
      if case .remove(let other) = child.reaction, !made.contains(other) {
        return Child(name: child.name, reaction: nil)
      }
      return child
    }
    for step in script.steps where !released {
      switch step {
      case .insert(let child):
        steps.append(.insert(known(child)))
        made.insert(child.name)
      case .set(let child):
        steps.append(.set(known(child)))
        made.insert(child.name)
      case .remove(let name):
        if made.contains(name) { steps.append(step) }
      case .release:
        released = true
        steps.append(step)
      default:
        steps.append(step)
      }
    }
    return Script(initial: script.initial, steps: steps)
  }

  /// Simpler forms of a step: a child whose cleanup does nothing more.
  public static func simplify(_ step: Step) -> [Step] {
    switch step {
    case .insert(let child) where child.reaction != nil: [.insert(Child(name: child.name, reaction: nil))]
    case .set(let child) where child.reaction != nil: [.set(Child(name: child.name, reaction: nil))]
    default: []
    }
  }

  // MARK: - Showing scripts

  /// The script as Swift.
  public static func listing(_ script: Script, options: Options) -> (setup: [String], steps: [String]) {
    let setup: [String]
    switch options.kind {
    case .anonymous:
      setup = ["let holder = \(options.made) { \(cleanup(script.initial.first, "the action runs")) }"]
    case .binary:
      setup =
        script.initial.map { "let \($0.name) = Child { \(cleanup($0, "\($0.name) disposed")) }" }
        + ["let holder = \(options.made)(\(script.initial.map(\.name).joined(separator: ", ")))"]
    default:
      setup =
        script.initial.map { "let \($0.name) = Child { \(cleanup($0, "\($0.name) disposed")) }" }
        + ["let holder = \(options.made)(\(script.initial.map(\.name).joined(separator: ", ")))"]
    }
    return (setup, script.steps.map { code($0, options) })
  }

  static func cleanup(_ child: Child?, _ said: String) -> String {
    guard let child else { return "heard(\"\(said)\")" }
    return "heard(\"\(said)\")" + (child.reaction.map { "; " + code($0) } ?? "")
  }

  static func code(_ reaction: Reaction) -> String {
    switch reaction {
    case .insert(let name): "holder.insert(Child(\"\(name)\"))"
    case .set(let name): "holder.set(Child(\"\(name)\"))"
    case .remove(let name): "holder.remove(for: key[\"\(name)\"])"
    case .disposeHolder: "holder.dispose()"
    case .read(let read): "_ = holder.\(read)"
    case .readFromAnotherThread(let read): "callFromAnotherThread { _ = holder.\(read) }"
    }
  }

  static func code(_ step: Step, _ options: Options) -> String {
    switch step {
    case .insert(let child):
      let made = "Child { \(cleanup(child, "\(child.name) disposed")) }"
      return options.kind == .keyedComposite
        ? "key[\"\(child.name)\"] = holder.insert(\(made))" : "holder.insert(\(made))"
    case .set(let child):
      let made = "Child { \(cleanup(child, "\(child.name) disposed")) }"
      return options.kind == .serial ? "holder.disposable = \(made)" : "holder.setDisposable(\(made))"
    case .remove(let name): return "holder.remove(for: key[\"\(name)\"])"
    case .dispose: return "holder.dispose()"
    case .release: return "holder = nil   // the bag is let go of"
    case .read(let read): return read == .current ? "holder.disposable   // which child?" : "holder.\(read)"
    }
  }

  // MARK: - Running scripts

  /// What a run shares with its children's cleanups.
  final class State {
    var holder: (any DisposablesUnderScript)?
    var witnesses: [WeakWitness] = []
    let log: Log
    let anotherThread: SubjectScripts.AnotherThread

    init(log: Log, anotherThread: @escaping SubjectScripts.AnotherThread) {
      self.log = log
      self.anotherThread = anotherThread
    }

    func spec(_ child: Child, said: String? = nil) -> ChildSpec {
      let witness = Witness(child.name)
      witnesses.append(WeakWitness(witness))
      let log = self.log
      var fired = false
      return ChildSpec(name: child.name, witness: witness) { [weak self] in
        log.note(.hears, said ?? "\(child.name) disposed")
        guard let reaction = child.reaction, !fired, let self else { return }
        fired = true
        self.perform(reaction, by: child.name)
      }
    }

    func perform(_ reaction: Reaction, by name: String) {
      guard let holder else { return }
      switch reaction {
      case .insert(let newcomer):
        if let key = holder.insert(spec(Child(name: newcomer, reaction: nil))) {
          log.note(.answers, "\(name)'s cleanup inserts \(newcomer): \(key)")
        }
      case .set(let newcomer): holder.set(spec(Child(name: newcomer, reaction: nil)))
      case .remove(let other): holder.remove(other)
      case .disposeHolder: holder.dispose()
      case .read(let read): log.note(.answers, "\(name)'s cleanup reads " + answer(read, holder))
      case .readFromAnotherThread(let read):
        var answered = ""
        anotherThread { answered = self.answer(read, holder) }
        log.note(.answers, "\(name)'s cleanup, from another thread, reads " + answered)
      }
    }

    func answer(_ read: Read, _ holder: any DisposablesUnderScript) -> String {
      switch read {
      case .isDisposed: "isDisposed: \(holder.isDisposed.map(String.init) ?? "-")"
      case .count: "count: \(holder.count.map(String.init) ?? "-")"
      case .current: "disposable: \(holder.current ?? "-")"
      }
    }
  }

  /// How to count the objects your code makes: `scope` runs the whole script with a tally, and
  /// `alive` says how many of its counted objects are alive now. The reference's are its own
  /// prediction.
  public struct Counting {
    public var scope: (() -> Void) -> Void
    public var alive: () -> Int

    public init(scope: @escaping (() -> Void) -> Void, alive: @escaping () -> Int) {
      self.scope = scope
      self.alive = alive
    }
  }

  /// Runs `script` against the holder `make` makes from the initial children, and notes what it
  /// sees: which children are disposed, what the holder answers, which children it still holds
  /// and how many counted objects are alive after each step, and the same at the end, with
  /// everything let go.
  public static func run(
    _ script: Script, log: Log, mode: ScriptMode, options: Options, counted: Bool,
    anotherThread: @escaping SubjectScripts.AnotherThread,
    make: @escaping ([ChildSpec]) -> any DisposablesUnderScript, counting: Counting?
  ) {
    var witnesses: [WeakWitness] = []
    let counting = counting ?? Counting(scope: { $0() }, alive: { 0 })
    let counts = counting.alive
    func noteCounted() {
      // Only where the chapters say whether the holder counts itself in `Resources`.
      if counted { log.note(.keepsAlive, "counted objects alive: \(counts())") }
    }
    counting.scope {
      let state = State(log: log, anotherThread: anotherThread)
      // Made in the call: the script keeps no reference of its own to the initial children.
      let holder = make(
        script.initial.map { state.spec($0, said: options.kind == .anonymous ? "the action runs" : nil) })
      state.holder = holder
      var reader: BackgroundReader?
      if mode == .readFromAnotherThread {
        reader = BackgroundReader(options.reads.map { read in { _ = state.answer(read, holder) } })
      }
      for (index, step) in script.steps.enumerated() {
        log.step = index + 1
        switch step {
        case .insert(let child):
          if let key = holder.insert(state.spec(child)) { log.note(.answers, "insert(\(child.name)) returns \(key)") }
        case .set(let child): holder.set(state.spec(child))
        case .remove(let name): holder.remove(name)
        case .dispose: holder.dispose()
        case .release: holder.release()
        case .read(let read): log.note(.answers, state.answer(read, holder))
        }
        log.noteAlive("children", state.witnesses)
        noteCounted()
      }
      reader?.finish()
      log.step = script.steps.count + 1
      witnesses = state.witnesses
      state.holder = nil
    }
    log.noteAlive("children", witnesses)
    noteCounted()
  }

  /// The scripts of a kind of disposable: yours made by `make`, the reference's by the kind.
  /// `counted` says whether the holder counts itself in `Resources` while the script holds it (and
  /// `counting` makes a fresh count for each run); nil where the chapters do not say, and then
  /// nothing is counted.
  public static func spec(
    type: String, file: String, options: Options, counted: Bool?, seeds: Int = 200,
    anotherThread: @escaping SubjectScripts.AnotherThread, make: @escaping ([ChildSpec]) -> any DisposablesUnderScript,
    counting: @escaping () -> Counting? = { nil }, contractViolations: @escaping (Log, () -> Void) -> Void = { $1() }
  ) -> ScriptSpec<[Child], Step> {
    ScriptSpec(
      type: type, file: file, seeds: seeds,
      generate: { random in
        let script = generate(options, &random)
        return (script.initial, script.steps)
      },
      normalize: { normalize(Script(initial: $0.setup, steps: $0.steps)).steps }, simplify: simplify,
      listing: { listing(Script(initial: $0.setup, steps: $0.steps), options: options) },
      yours: { script, log, mode in
        contractViolations(log) {
          run(
            Script(initial: script.setup, steps: script.steps), log: log, mode: mode, options: options,
            counted: counted != nil, anotherThread: anotherThread, make: make, counting: counting())
        }
      },
      reference: { script, log in
        var held = true
        weak var model: ModelDisposable?
        run(
          Script(initial: script.setup, steps: script.steps), log: log, mode: .alone, options: options,
          counted: counted != nil, anotherThread: { $0() },
          make: { children in
            let made = ModelDisposable(options.kind, children: children) {
              log.note(.hears, "the contract hook is told")
            }
            model = made
            return made
          },
          counting: Counting(
            scope: { body in
              body()
              held = false
            },
            // The holder counts itself while the script holds it; a bag, until its `release` step.
            alive: { counted == true && held && model?.released != true ? 1 : 0 }))
      })
  }
}

extension DisposableScripts {
  /// The runs of a disposable's scripts.
  public typealias Runs = ScriptRuns<[Child], Step>
}
