/// Scripts for `Producer` and `Sink`: a producer whose `run` hands the script its sink (and may
/// schedule work on the trampoline) is subscribed to; the script makes sinks forward and dispose,
/// disposes subscriptions, and asks sinks and subscriptions whether they are disposed.
public enum ProducerScripts {
  /// One step of a producer script.
  public enum Step: Equatable, Sendable {
    /// Subscribes `name`; its observer, on its first event, disposes its own subscription when
    /// `disposeOnFirst`.
    case subscribe(String, disposeOnFirst: Bool)
    /// The sink of `name` forwards `event`.
    case forward(String, Ev)
    /// The sink of `name` disposes itself.
    case disposeSink(String)
    /// The subscription of `name` is disposed.
    case dispose(String)
    /// Asks the sink, and the subscription, of `name` whether they are disposed.
    case read(String)
  }

  /// Whether `run` schedules work on the trampoline, and ends by forwarding and disposing its sink
  /// itself (a source that ends inside `run`).
  public struct Setup: Equatable, Sendable {
    public var schedulesInRun: Bool
    public var endsInRun: Bool
  }

  /// What a producer script needs of a producer, whoever wrote it.
  public protocol ProducerUnderScript: AnyObject {
    /// Subscribes `observer`; `run` calls `ran` with what controls its sink.
    func subscribe(_ observer: @escaping (Ev) -> Void) -> (dispose: () -> Void, isDisposed: () -> Bool?)
  }

  /// What the script holds of a sink.
  public struct SinkHandle {
    public let forward: (Ev) -> Void
    public let dispose: () -> Void
    public let isDisposed: () -> Bool

    public init(forward: @escaping (Ev) -> Void, dispose: @escaping () -> Void, isDisposed: @escaping () -> Bool) {
      self.forward = forward
      self.dispose = dispose
      self.isDisposed = isDisposed
    }
  }

  /// What `run` shares with the script: where to file the sink of the subscription being made, how
  /// to note that the subscription `run` returned was disposed, and the producer's own work.
  public final class Desk {
    public let log: Log
    public let setup: Setup
    var subscribing: String?
    var sinks: [String: SinkHandle] = [:]

    init(log: Log, setup: Setup) {
      self.log = log
      self.setup = setup
    }

    /// Called by `run` with the sink it made. Files it, then does what the setup says: schedules
    /// work on the trampoline, ends the sequence inside `run`; notes that `run` returns. Returns the
    /// action of the subscription `run` returns.
    public func ran(_ sink: SinkHandle, schedule: (@escaping () -> Void) -> Void) -> () -> Void {
      let name = subscribing ?? "?"
      sinks[name] = sink
      if setup.schedulesInRun { schedule { [log] in log.note(.hears, "the work \(name)'s run scheduled runs") } }
      if setup.endsInRun {
        sink.forward(.completed)
        sink.dispose()
      }
      log.note(.hears, "\(name)'s run returns")
      return { [log] in log.note(.hears, "the subscription \(name)'s run returned is disposed") }
    }
  }

  /// The script of a seed.
  public static func generate(_ random: inout SeededRandom, mayEndInRun: Bool = true) -> (Setup, [Step]) {
    var steps: [Step] = []
    var names: [String] = []
    var value = 1
    while steps.count < random.int(2...10) {
      let step: Step = random.weighted([
        (
          names.count < 3 ? (names.isEmpty ? 100 : 15) : 0,
          .subscribe(["a", "b", "c"][min(names.count, 2)], disposeOnFirst: random.chance(15))
        ),
        (names.isEmpty ? 0 : 35, .forward(random.pick(names.isEmpty ? ["a"] : names), .next(value))),
        (
          names.isEmpty ? 0 : 8,
          .forward(random.pick(names.isEmpty ? ["a"] : names), random.pick([.completed, .error(.testError)]))
        ),
        (names.isEmpty ? 0 : 10, .disposeSink(random.pick(names.isEmpty ? ["a"] : names))),
        (names.isEmpty ? 0 : 10, .dispose(random.pick(names.isEmpty ? ["a"] : names))),
        (names.isEmpty ? 0 : 12, .read(random.pick(names.isEmpty ? ["a"] : names))),
      ])
      switch step {
      case .subscribe(let name, _): names.append(name)
      case .forward(_, .next): value += 1
      default: break
      }
      steps.append(step)
    }
    let schedulesInRun = random.chance(30)
    let endsInRun = random.chance(20)  // drawn either way, so that a seed makes the same steps
    return (Setup(schedulesInRun: schedulesInRun, endsInRun: mayEndInRun && endsInRun), steps)
  }

  /// `steps` without what refers to a subscription no earlier step made.
  public static func normalize(_ steps: [Step]) -> [Step] {
    var made: Set<String> = []
    return steps.filter { step in
      switch step {
      case .subscribe(let name, _):
        made.insert(name)
        return true
      case .forward(let name, _), .disposeSink(let name), .dispose(let name), .read(let name):
        return made.contains(name)
      }
    }
  }

  /// The script as Swift.
  public static func listing(_ setup: Setup, _ steps: [Step]) -> (setup: [String], steps: [String]) {
    var run = "sinks.append(sink); "
    if setup.schedulesInRun {
      run += "CurrentThreadScheduler.instance.schedule(()) { heard(\"scheduled work runs\") }; "
    }
    if setup.endsInRun { run += "sink.forwardOn(.completed); sink.dispose(); " }
    run += "return (sink, Disposables.create { heard(\"subscription disposed\") })"
    return (
      ["let producer = TestProducer()  // run: let sink = Sink(observer: observer, cancel: cancel); \(run)"],
      steps.map {
        switch $0 {
        case .subscribe(let name, let disposes):
          "let \(name) = producer.subscribe(Recorder(\"\(name)\"))"
            + (disposes ? "  // on its first event: \(name).dispose()" : "")
        case .forward(let name, let event): "sinks[\"\(name)\"].forwardOn(.\(event))"
        case .disposeSink(let name): "sinks[\"\(name)\"].dispose()"
        case .dispose(let name): "\(name).dispose()"
        case .read(let name): "sinks[\"\(name)\"].isDisposed; (\(name) as? Cancelable)?.isDisposed"
        }
      }
    )
  }

  /// Runs the steps against the producer `make` makes on `desk`.
  public static func run(
    _ setup: Setup, _ steps: [Step], log: Log, make: @escaping (Desk) -> any ProducerUnderScript
  ) {
    let desk = Desk(log: log, setup: setup)
    let producer = make(desk)
    var handles: [String: (dispose: () -> Void, isDisposed: () -> Bool?)] = [:]
    for (index, step) in steps.enumerated() {
      log.step = index + 1
      switch step {
      case .subscribe(let name, let disposeOnFirst):
        desk.subscribing = name
        var fired = false
        handles[name] = producer.subscribe { event in
          log.note(.hears, "\(name) hears \(event)")
          guard disposeOnFirst, !fired else { return }
          fired = true
          handles[name]?.dispose()
        }
        desk.subscribing = nil
        log.note(.hears, "\(name)'s subscribe returns")
      case .forward(let name, let event): desk.sinks[name]?.forward(event)
      case .disposeSink(let name): desk.sinks[name]?.dispose()
      case .dispose(let name): handles[name]?.dispose()
      case .read(let name):
        if let sink = desk.sinks[name] { log.note(.answers, "\(name)'s sink isDisposed: \(sink.isDisposed())") }
        if let handle = handles[name] {
          log.note(.answers, "\(name)'s subscription isDisposed: " + (handle.isDisposed().map(String.init) ?? "-"))
        }
      }
    }
    for name in handles.keys.sorted() { handles[name]?.dispose() }
  }

  /// The reference's producer.
  final class Reference: MProducer, ProducerUnderScript {
    let desk: Desk

    init(desk: Desk) {
      self.desk = desk
    }

    override func run(_ on: @escaping (Ev) -> Void, cancel: MDisposable) -> (MDisposable, MDisposable) {
      let sink = MSink(on, cancel: cancel)
      let action = desk.ran(
        SinkHandle(forward: { sink.forwardOn($0) }, dispose: { sink.dispose() }, isDisposed: { sink.isDisposed }),
        schedule: { MTrampoline.schedule($0) })
      return (sink, MAnonymousDisposable(action))
    }

    func subscribe(_ observer: @escaping (Ev) -> Void) -> (dispose: () -> Void, isDisposed: () -> Bool?) {
      let disposer: MDisposable = (self as MObservable).subscribe(observer)
      return ({ disposer.dispose() }, { (disposer as? MSinkDisposer)?.isDisposed })
    }
  }

  /// The runs of a producer's scripts.
  public typealias Runs = ScriptRuns<Setup, Step>

  /// The scripts of `Producer` and `Sink`: yours made by `make`. Without `mayEndInRun`, no `run`
  /// ends its own subscription: a disposal that comes before the disposer has its sink is the next
  /// stage's lesson (4.5's `create`, whose scripts send while subscribing).
  public static func spec(
    file: String, mayEndInRun: Bool = true, make: @escaping (Desk) -> any ProducerUnderScript
  ) -> ScriptSpec<Setup, Step> {
    ScriptSpec(
      type: "Producer and Sink", file: file, generate: { generate(&$0, mayEndInRun: mayEndInRun) },
      normalize: { normalize($0.steps) },
      listing: { listing($0.setup, $0.steps) },
      yours: { script, log, _ in run(script.setup, script.steps, log: log, make: make) },
      reference: { script, log in run(script.setup, script.steps, log: log, make: { Reference(desk: $0) }) })
  }
}
