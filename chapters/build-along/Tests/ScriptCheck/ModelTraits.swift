// The reference's traits, on the reference's core (ModelRx.swift): chapter 7's design, small and
// single-threaded. A trait is an observable and the rules its `subscribe` keeps; `andThen` is
// `ConcatCompletable` with a serial and a single-assignment disposable, `asSingle` and `asMaybe`
// hold the element back until the end.

/// `SerialDisposable`: one slot; a replacement disposes the one it replaces.
final class MSerialDisposable: MDisposable {
  private var current: MDisposable?
  private var disposed = false

  func set(_ disposable: MDisposable) {
    if disposed {
      disposable.dispose()
      return
    }
    let previous = current
    current = disposable
    previous?.dispose()
  }

  func dispose() {
    guard !disposed else { return }
    disposed = true
    let taken = current
    current = nil
    taken?.dispose()
  }
}

/// `SingleAssignmentDisposable`: set once, maybe after the end.
final class MSingleAssignmentDisposable: MDisposable {
  private var disposable: MDisposable?
  private var disposed = false

  func set(_ disposable: MDisposable) {
    if disposed {
      disposable.dispose()
    } else {
      self.disposable = disposable
    }
  }

  func dispose() {
    guard !disposed else { return }
    disposed = true
    let taken = disposable
    disposable = nil
    taken?.dispose()
  }
}

/// `andThen`'s `ConcatCompletable`: the completable first; on its completion, the second, whose
/// events go through the first stage's sink; an error of the first ends it all.
final class MConcat: MProducer {
  let first: MObservable
  let second: MObservable

  init(_ first: MObservable, _ second: MObservable) {
    self.first = first
    self.second = second
  }

  override func run(_ on: @escaping (Ev) -> Void, cancel: MDisposable) -> (MDisposable, MDisposable) {
    let sink = ConcatSink(on, cancel: cancel, second: second)
    return (sink, sink.run(first))
  }

  final class ConcatSink: MSink {
    let second: MObservable
    let subscription = MSerialDisposable()

    init(_ observer: @escaping (Ev) -> Void, cancel: MDisposable, second: MObservable) {
      self.second = second
      super.init(observer, cancel: cancel)
    }

    func run(_ first: MObservable) -> MDisposable {
      let firstStage = MSingleAssignmentDisposable()
      subscription.set(firstStage)
      firstStage.set(first.subscribe(on))
      return subscription
    }

    func on(_ event: Ev) {
      switch event {
      case .next: break
      case .error:
        forwardOn(event)
        dispose()
      case .completed:
        let other = Other(parent: self)
        subscription.set(second.subscribe(other.on))
      }
    }

    final class Other {
      let parent: ConcatSink

      init(parent: ConcatSink) {
        self.parent = parent
      }

      func on(_ event: Ev) {
        parent.forwardOn(event)
        if event.isStop { parent.dispose() }
      }
    }
  }
}

/// `asSingle` (and `asMaybe`, where completing empty is an outcome): the element held back until
/// the end; a second one fails at once.
final class MAsTrait: MProducer {
  let source: MObservable
  let maybe: Bool

  init(_ source: MObservable, maybe: Bool) {
    self.source = source
    self.maybe = maybe
  }

  override func run(_ on: @escaping (Ev) -> Void, cancel: MDisposable) -> (MDisposable, MDisposable) {
    let sink = AsSink(on, cancel: cancel, maybe: maybe)
    return (sink, source.subscribe(sink.on))
  }

  final class AsSink: MSink {
    let maybe: Bool
    var element: Int?

    init(_ observer: @escaping (Ev) -> Void, cancel: MDisposable, maybe: Bool) {
      self.maybe = maybe
      super.init(observer, cancel: cancel)
    }

    func on(_ event: Ev) {
      switch event {
      case .next(let value):
        if element != nil {
          forwardOn(.error(.moreThanOneElement))
          dispose()
          return
        }
        element = value
      case .error:
        forwardOn(event)
        dispose()
      case .completed:
        if let element {
          forwardOn(.next(element))
          forwardOn(.completed)
        } else {
          forwardOn(maybe ? .completed : .error(.noElements))
        }
        dispose()
      }
    }
  }
}

/// The traits' own rules, on top of the observable a trait wraps.
enum MTraitSubscribe {
  /// `Single.subscribe(_:)`: the first event as a result; a completion without an element is a
  /// broken contract, told to the hook, and a failure.
  static func single(_ source: MObservable, hook: @escaping () -> Void, _ observer: @escaping (Ev) -> Void)
    -> MDisposable
  {
    var stopped = false
    return source.subscribeClosure { event in
      if stopped { return }
      stopped = true
      switch event {
      case .next, .error: observer(event)
      case .completed:
        hook()
        observer(.error(.noElements))
      }
    }
  }

  /// `Maybe.subscribe(_:)`: the first event as an outcome.
  static func maybe(_ source: MObservable, _ observer: @escaping (Ev) -> Void) -> MDisposable {
    var stopped = false
    return source.subscribeClosure { event in
      if stopped { return }
      stopped = true
      observer(event)
    }
  }

  /// `Completable.subscribe(_:)`: the stop rule of the closure observer alone.
  static func completable(_ source: MObservable, _ observer: @escaping (Ev) -> Void) -> MDisposable {
    source.subscribeClosure { event in
      if event.isStop { observer(event) }
    }
  }

  /// The handlers' form of each: the outcome to its handler (a failure without one to the default
  /// error handler), then `onDisposed`, within a binary disposable.
  static func handlers(
    _ subscribe: (@escaping (Ev) -> Void) -> MDisposable, outcome: @escaping (Ev) -> Void, hasFailureHandler: Bool,
    onDisposed: (() -> Void)?, defaultErrorHandler: @escaping (ErrorName) -> Void
  ) -> MDisposable {
    let disposable: MDisposable = onDisposed.map { MAnonymousDisposable($0) } ?? MNopDisposable()
    let observer: (Ev) -> Void = { event in
      if case .error(let name) = event, !hasFailureHandler {
        defaultErrorHandler(name)
      } else {
        outcome(event)
      }
      disposable.dispose()
    }
    return MBinaryDisposable(subscribe(observer), disposable)
  }
}
