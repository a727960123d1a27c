import ScriptCheck
import StageSupport
import Step4_Sink
import Step5_Operators

// `@testable`: `PrimitiveSequence(raw:)`, which the skeleton declares, wraps a source the script
// drives without the checks of the public ways, as the course's own operators do.
@testable import Step7_Traits

/// Your chain of traits, as the trait scripts build and drive it.
final class YourTraitChain: TraitScripts.ChainUnderScript, @unchecked Sendable {
  enum Built {
    case single(Single<Int>), maybe(Maybe<Int>), completable(Completable), observable(Observable<Int>)
  }

  let built: Built
  private let witness: Witness?

  init(_ chain: TraitScripts.Chain, desk: SequenceScripts.Desk) {
    witness = desk.chainWitness
    let witness = witness
    var built: Built
    switch chain.source {
    case .create(.single):
      built = .single(
        Single<Int>.create { [weak desk] observer in
          withExtendedLifetime(witness) {}
          return Disposables.create(
            with: desk?.subscribed(initial: []) { event in
              switch event {
              case .next(let value): observer(.success(value))
              case .error(let name): observer(.failure(name.error))
              case .completed: break
              }
            } ?? {})
        })
    case .create(.maybe):
      built = .maybe(
        Maybe<Int>.create { [weak desk] observer in
          withExtendedLifetime(witness) {}
          return Disposables.create(
            with: desk?.subscribed(initial: []) { event in
              switch event {
              case .next(let value): observer(.success(value))
              case .error(let name): observer(.error(name.error))
              case .completed: observer(.completed)
              }
            } ?? {})
        })
    case .create:
      built = .completable(Self.completable(desk: desk, role: "source"))
    case .wrapped(let trait, let policed):
      let source = policed ? scriptCreateSource(desk: desk, initial: []) : ScriptRawSource(desk: desk)
      built = trait == .single ? .single(Single(raw: source)) : .maybe(Maybe(raw: source))
    case .observable(let policed):
      if chain.operators.contains(.asCompletable) {
        built = .completable(Self.neverSource(desk: desk, policed: policed).asCompletable())
      } else {
        built = .observable(policed ? scriptCreateSource(desk: desk, initial: []) : ScriptRawSource(desk: desk))
      }
    case .just(.single, let value): built = .single(Single.just(value))
    case .just(_, let value): built = .maybe(Maybe.just(value))
    case .error(.single): built = .single(Single<Int>.error(TestError()))
    case .error(.maybe): built = .maybe(Maybe<Int>.error(TestError()))
    case .error: built = .completable(Completable.error(TestError()))
    case .empty(.maybe): built = .maybe(Maybe<Int>.empty())
    case .empty: built = .completable(Completable.empty())
    case .never(.single): built = .single(Single<Int>.never())
    case .never(.maybe): built = .maybe(Maybe<Int>.never())
    case .never: built = .completable(Completable.never())
    case .of(let values): built = .observable(Observable.from(values))
    }
    for op in chain.operators {
      switch (op, built) {
      case (.map, .single(let single)): built = .single(single.map { $0 * 10 })
      case (.map, .maybe(let maybe)): built = .maybe(maybe.map { $0 * 10 })
      case (.filter, .single(let single)): built = .maybe(single.filter { $0 % 3 != 0 })
      case (.filter, .maybe(let maybe)): built = .maybe(maybe.filter { $0 % 3 != 0 })
      case (.asSingle, .observable(let observable)): built = .single(observable.asSingle())
      case (.asMaybe, .observable(let observable)): built = .maybe(observable.asMaybe())
      default: break
      }
    }
    if chain.andThen {
      let first = Self.completable(desk: desk, role: "first")
      switch built {
      case .single(let single): built = .single(first.andThen(single))
      case .maybe(let maybe): built = .maybe(first.andThen(maybe))
      case .completable(let completable): built = .completable(first.andThen(completable))
      case .observable(let observable): built = .observable(first.andThen(observable))
      }
    }
    self.built = built
  }

  /// A `Completable` the script reports to.
  static func completable(desk: SequenceScripts.Desk, role: String) -> Completable {
    let witness = desk.chainWitness
    return Completable.create { [weak desk] observer in
      withExtendedLifetime(witness) {}
      return Disposables.create(
        with: desk?.subscribed(role: role, initial: []) { event in
          switch event {
          case .error(let name): observer(.error(name.error))
          case .completed: observer(.completed)
          case .next: break
          }
        } ?? {})
    }
  }

  /// An `Observable<Never>` the script drives, through `create` or raw.
  static func neverSource(desk: SequenceScripts.Desk, policed: Bool) -> Observable<Never> {
    let send: (AnyObserver<Never>, Ev) -> Void = { observer, event in
      switch event {
      case .error(let name): observer.onError(name.error)
      case .completed: observer.onCompleted()
      case .next: break
      }
    }
    if policed {
      let witness = desk.chainWitness
      return Observable<Never>.create { [weak desk] observer in
        withExtendedLifetime(witness) {}
        return Disposables.create(with: desk?.subscribed(initial: []) { send(observer, $0) } ?? {})
      }
    }
    return RawNeverSource(desk: desk, send: send)
  }

  func subscribe(_ kind: TraitScripts.Subscriber, _ heard: @escaping (String) -> Void) -> () -> Void {
    let disposable: any Disposable
    switch (built, kind) {
    case (.observable(let observable), _):
      let asked: SequenceScripts.Subscriber
      switch kind {
      case .closure: asked = .closure
      case .inside: asked = .raw
      case .handlers(let failure, let onDisposed): asked = .handlers(onError: failure, onDisposed: onDisposed)
      }
      return YourChain(observable).subscribe(asked, heard).dispose
    case (.single(let single), .closure):
      disposable = single.subscribe { result in
        switch result {
        case .success(let value): heard("success(\(value))")
        case .failure(let error): heard("failure(\(ErrorName(error).rawValue))")
        }
      }
    case (.single(let single), .handlers(let failure, let onDisposed)):
      disposable = single.subscribe(
        onSuccess: { heard("success(\($0))") },
        onFailure: failure ? { heard("failure(\(ErrorName($0).rawValue))") } : nil,
        onDisposed: onDisposed ? { heard("onDisposed runs") } : nil)
    case (.single(let single), .inside): disposable = single.asObservable().subscribe(ScriptRecorder(heard))
    case (.maybe(let maybe), .closure):
      disposable = maybe.subscribe { event in
        switch event {
        case .success(let value): heard("success(\(value))")
        case .error(let error): heard("error(\(ErrorName(error).rawValue))")
        case .completed: heard("completed")
        }
      }
    case (.maybe(let maybe), .handlers(let failure, let onDisposed)):
      disposable = maybe.subscribe(
        onSuccess: { heard("success(\($0))") }, onError: failure ? { heard("error(\(ErrorName($0).rawValue))") } : nil,
        onCompleted: { heard("completed") }, onDisposed: onDisposed ? { heard("onDisposed runs") } : nil)
    case (.maybe(let maybe), .inside): disposable = maybe.asObservable().subscribe(ScriptRecorder(heard))
    case (.completable(let completable), .closure):
      disposable = completable.subscribe { event in
        switch event {
        case .error(let error): heard("error(\(ErrorName(error).rawValue))")
        case .completed: heard("completed")
        }
      }
    case (.completable(let completable), .handlers(let failure, let onDisposed)):
      disposable = completable.subscribe(
        onCompleted: { heard("completed") }, onError: failure ? { heard("error(\(ErrorName($0).rawValue))") } : nil,
        onDisposed: onDisposed ? { heard("onDisposed runs") } : nil)
    case (.completable(let completable), .inside):
      disposable = completable.asObservable().subscribe(NeverRecorder(heard))
    }
    return { disposable.dispose() }
  }
}

/// An observer of `Never`s for the scripts: it hears the stop events and polices nothing.
final class NeverRecorder: ObserverType, @unchecked Sendable {
  private let heard: (String) -> Void

  init(_ heard: @escaping (String) -> Void) {
    self.heard = heard
  }

  func on(_ event: Event<Never>) {
    switch event {
    case .error(let error): heard("error(\(ErrorName(error).rawValue))")
    case .completed: heard("completed")
    }
  }
}

/// A raw `Observable<Never>`: each subscribe's observer is handed to the script as it is.
final class RawNeverSource: Observable<Never>, @unchecked Sendable {
  private weak var desk: SequenceScripts.Desk?
  private let send: (AnyObserver<Never>, Ev) -> Void

  init(desk: SequenceScripts.Desk, send: @escaping (AnyObserver<Never>, Ev) -> Void) {
    self.desk = desk
    self.send = send
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Never {
    let erased = AnyObserver(observer)
    let send = self.send
    return Disposables.create(with: desk?.subscribed(initial: [], send: { send(erased, $0) }) ?? {})
  }
}

/// The trait scripts of each stage of Step 7.
enum TraitScriptRuns {
  static func runs(_ type: String, _ file: String, _ options: TraitScripts.Options) -> TraitScripts.Runs {
    TraitScripts.Runs(
      TraitScripts.spec(
        type: type, file: file, options: options, make: YourTraitChain.init, counting: countingObjects,
        around: { log, body in notingContractViolations(log) { notingUnhandledErrors(log, body) } }))
  }

  static let handlers: [TraitScripts.Subscriber] = [
    .closure, .inside, .handlers(failure: true, onDisposed: true), .handlers(failure: false, onDisposed: true),
  ]

  typealias Chain = TraitScripts.Chain

  /// Stage 7.1: what a trait made with `create` sends inside.
  static let inside = runs(
    "Single, Maybe and Completable.create", "Sources/Step7_Traits/",
    .init(
      chains: [.single, .maybe, .completable].map { Chain(andThen: false, source: .create($0), operators: []) },
      subscribers: [.inside]))
  /// Stage 7.2: subscribing, the first outcome winning, handlers, and the contract's hook.
  static let subscribe = runs(
    "trait subscribe", "Sources/Step7_Traits/",
    .init(
      chains: [.single, .maybe, .completable].map { Chain(andThen: false, source: .create($0), operators: []) }
        + [.single, .maybe].flatMap { trait in
          [true, false].map { Chain(andThen: false, source: .wrapped(trait, policed: $0), operators: []) }
        },
      subscribers: handlers))
  /// Stage 7.3: constructors, `map` and `filter`.
  static let operators = runs(
    "trait constructors and operators", "Sources/Step7_Traits/",
    .init(
      chains: [
        Chain(andThen: false, source: .just(.single, 2), operators: [.map]),
        Chain(andThen: false, source: .just(.single, 3), operators: [.filter]),
        Chain(andThen: false, source: .just(.single, 2), operators: [.filter]),
        Chain(andThen: false, source: .error(.single), operators: [.map]),
        Chain(andThen: false, source: .never(.single), operators: []),
        Chain(andThen: false, source: .just(.maybe, 2), operators: [.map, .filter]),
        Chain(andThen: false, source: .empty(.maybe), operators: [.map]),
        Chain(andThen: false, source: .error(.maybe), operators: []),
        Chain(andThen: false, source: .empty(.completable), operators: []),
        Chain(andThen: false, source: .error(.completable), operators: []),
        Chain(andThen: false, source: .never(.completable), operators: []),
        Chain(andThen: false, source: .create(.single), operators: [.map, .filter]),
        Chain(andThen: false, source: .create(.maybe), operators: [.filter, .map]),
      ],
      subscribers: handlers))
  /// Stage 7.6: `andThen`, with each kind of second.
  static let andThen = runs(
    "andThen", "Sources/Step7_Traits/AndThen.swift",
    .init(
      chains: [
        Chain(andThen: true, source: .create(.single), operators: []),
        Chain(andThen: true, source: .create(.maybe), operators: []),
        Chain(andThen: true, source: .create(.completable), operators: []),
        Chain(andThen: true, source: .observable(policed: true), operators: []),
        Chain(andThen: true, source: .observable(policed: false), operators: []),
        Chain(andThen: true, source: .of([1, 2, 3]), operators: []),
        Chain(andThen: true, source: .just(.single, 5), operators: []),
        Chain(andThen: true, source: .empty(.completable), operators: []),
      ],
      subscribers: handlers))
  /// Stage 7.7: `asSingle`, `asMaybe` and `asCompletable`.
  static let conversions = runs(
    "asSingle, asMaybe and asCompletable", "Sources/Step7_Traits/",
    .init(
      chains: [true, false].flatMap { policed in
        [TraitScripts.Operator.asSingle, .asMaybe, .asCompletable].map {
          Chain(andThen: false, source: .observable(policed: policed), operators: [$0])
        }
      },
      subscribers: handlers))
}

extension PrimitiveSequence {
  /// Stage 7.1's scripts, named through the type they check.
  static var insideScripts: TraitScripts.Runs { TraitScriptRuns.inside }
  /// Stage 7.2's scripts.
  static var subscribeScripts: TraitScripts.Runs { TraitScriptRuns.subscribe }
  /// Stage 7.3's scripts.
  static var operatorScripts: TraitScripts.Runs { TraitScriptRuns.operators }
  /// Stage 7.6's scripts.
  static var andThenScripts: TraitScripts.Runs { TraitScriptRuns.andThen }
  /// Stage 7.7's scripts.
  static var conversionScripts: TraitScripts.Runs { TraitScriptRuns.conversions }
}
