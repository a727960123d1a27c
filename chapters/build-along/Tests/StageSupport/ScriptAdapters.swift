import ScriptCheck
import Step4_Sink

extension Event where Element == Int {
  /// The event as the scripts see it.
  public var ev: Ev {
    switch self {
    case .next(let value): .next(value)
    case .completed: .completed
    case .error(let error): .error(ErrorName(error))
    }
  }
}

extension Ev {
  /// The event as Step 4's `Event` has it.
  public var event: Event<Int> {
    switch self {
    case .next(let value): .next(value)
    case .completed: .completed
    case .error(let name): .error(name.error)
    }
  }
}

extension ErrorName {
  /// The name of `error`.
  public init(_ error: any Error) {
    switch error {
    case is TestError: self = .testError
    case is OtherError: self = .otherError
    case RxError.disposed: self = .disposed
    case RxError.noElements: self = .noElements
    case RxError.moreThanOneElement: self = .moreThanOneElement
    default: self = .unknown
    }
  }

  /// An error of this name.
  public var error: any Error {
    switch self {
    case .testError: TestError()
    case .otherError: OtherError()
    case .noElements: RxError.noElements
    case .moreThanOneElement: RxError.moreThanOneElement
    case .disposed, .unknown: RxError.unknown
    }
  }
}

/// Runs `body` with a `Resources.Tally` of its own and returns how many of the objects counted in
/// it are still alive afterwards: what a script left behind.
public func countingObjects(_ body: () -> Void) -> Int {
  let tally = Resources.Tally()
  Resources.$tally.withValue(tally) { body() }
  return tally.alive
}

/// A fresh count of the objects your code makes, for one run of a disposable script.
public func objectCounting() -> DisposableScripts.Counting {
  let tally = Resources.Tally()
  return DisposableScripts.Counting(
    scope: { body in Resources.$tally.withValue(tally) { body() } }, alive: { tally.alive })
}

/// A child the disposable scripts hand your holder: disposing it runs the script's cleanup.
public final class ScriptChild: Disposable, @unchecked Sendable {
  /// The script's child.
  public let spec: ChildSpec

  /// Wraps the script's child.
  public init(_ spec: ChildSpec) {
    self.spec = spec
  }

  /// Runs the script's cleanup.
  public func dispose() { spec.onDispose() }
}

/// Runs `body` with `Hooks.defaultErrorHandler` noting in `log` each error it gets, then puts the
/// previous handler back. (The stages run one rule at a time.)
public func notingUnhandledErrors(_ log: Log, _ body: () -> Void) {
  let previous = Hooks.defaultErrorHandler
  Hooks.defaultErrorHandler = { _, error in log.note(.hears, SequenceScripts.unhandled(ErrorName(error))) }
  defer { Hooks.defaultErrorHandler = previous }
  body()
}

/// An `Observable` whose `subscribe` hands the script each observer as it is: no sink, no stop
/// rule, so that only the operators and subscribers downstream police what it sends.
public final class ScriptRawSource: Observable<Int>, @unchecked Sendable {
  private weak var desk: SequenceScripts.Desk?

  /// A source on the script's desk.
  public init(desk: SequenceScripts.Desk) {
    self.desk = desk
  }

  /// Hands `observer` to the script; the cleanup forgets it.
  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Int {
    Disposables.create(with: desk?.subscribed(initial: [], send: { observer.on($0.event) }) ?? {})
  }
}

/// The script's `create` source: each subscription hands the script its observer, which sends
/// `initial` at once; the cleanup forgets it.
public func scriptCreateSource(
  desk: SequenceScripts.Desk, role: String = "source", initial: [Ev], cleanupSends: Bool = false
) -> Observable<Int> {
  let witness = desk.chainWitness
  return Observable<Int>.create { [weak desk] observer in
    withExtendedLifetime(witness) {}
    let cleanup = desk?.subscribed(role: role, initial: initial, send: { observer.on($0.event) }) ?? {}
    return Disposables.create(with: {
      cleanup()
      if cleanupSends { observer.onNext(99) }
    })
  }
}

/// An observer for the scripts that hears everything and polices nothing.
public final class ScriptRecorder: ObserverType, @unchecked Sendable {
  private let heard: (String) -> Void

  /// Tells `heard` every event.
  public init(_ heard: @escaping (String) -> Void) {
    self.heard = heard
  }

  /// Tells it.
  public func on(_ event: Event<Int>) { heard(event.ev.description) }
}

/// Your chain, as the sequence scripts drive it: subscribed to as raw observers, closures and
/// handlers.
public final class YourChain: SequenceScripts.ChainUnderScript, @unchecked Sendable {
  private let observable: Observable<Int>
  private let witness: Witness?

  /// The chain `observable`, holding the desk's witness of the chain as long as it lives.
  public init(_ observable: Observable<Int>, desk: SequenceScripts.Desk? = nil) {
    self.observable = observable
    self.witness = desk?.chainWitness
  }

  public func subscribe(_ kind: SequenceScripts.Subscriber, _ heard: @escaping (String) -> Void) -> (
    dispose: () -> Void, isDisposed: () -> Bool?
  ) {
    let disposable: any Disposable
    switch kind {
    case .raw: disposable = observable.subscribe(ScriptRecorder(heard))
    case .closure: disposable = observable.subscribe { heard($0.ev.description) }
    case .handlers(let onError, let onDisposed):
      disposable = observable.subscribe(
        onNext: { heard("next(\($0))") }, onError: onError ? { heard("error(\(ErrorName($0).rawValue))") } : nil,
        onCompleted: { heard("completed") }, onDisposed: onDisposed ? { heard("onDisposed runs") } : nil)
    }
    return ({ disposable.dispose() }, { (disposable as? any Cancelable)?.isDisposed })
  }
}
