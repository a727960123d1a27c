import Foundation

// The reference's core for the sequence scripts: chapter 4's and 5's design (Producer, Sink,
// SinkDisposer, create, the operators, the sources, subscribe with a closure or handlers) written
// again, small and single-threaded, for `Int`s. Each object holds what the course's holds, so that
// what is let go of, and when, follows from the same ownership; no locks and no atomics, nothing to
// race.

/// Something that can be cleaned up.
public protocol MDisposable: AnyObject {
  func dispose()
}

/// `Disposables.create(with:)`: an action, run once, then let go of.
final class MAnonymousDisposable: MDisposable {
  private var action: (() -> Void)?
  private(set) var isDisposed = false

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let taken = action
    action = nil
    taken?()
  }
}

/// `Disposables.create()`.
final class MNopDisposable: MDisposable {
  func dispose() {}
}

/// `Disposables.create(first, second)`: both, once, then let go of.
final class MBinaryDisposable: MDisposable {
  private var first: MDisposable?
  private var second: MDisposable?
  private(set) var isDisposed = false

  init(_ first: MDisposable, _ second: MDisposable) {
    self.first = first
    self.second = second
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    first?.dispose()
    second?.dispose()
    first = nil
    second = nil
  }
}

/// The current-thread trampoline, for one thread: the outermost `subscribe` runs the work queued
/// while it runs (`of` and `from` send one element per turn), in order, before it returns.
enum MTrampoline {
  final class Queue {
    var running = false
    var work: [() -> Void] = []
  }

  static var queue: Queue {
    let key = "ScriptCheck.MTrampoline"
    if let queue = Thread.current.threadDictionary[key] as? Queue { return queue }
    let queue = Queue()
    Thread.current.threadDictionary[key] = queue
    return queue
  }

  /// Runs `action` at once when no trampoline runs on this thread, then everything it queued;
  /// queues it otherwise.
  static func schedule(_ action: @escaping () -> Void) {
    let queue = self.queue
    if queue.running {
      queue.work.append(action)
      return
    }
    queue.running = true
    action()
    while !queue.work.isEmpty { queue.work.removeFirst()() }
    queue.running = false
  }

  static var isRunning: Bool { queue.running }
}

/// `Observable`: what can be subscribed to.
public class MObservable {
  public func subscribe(_ on: @escaping (Ev) -> Void) -> MDisposable {
    fatalError("abstract")
  }
}

/// `SinkDisposer`: disposes the sink, then the subscription, once, whichever comes first, the
/// handover or the dispose.
final class MSinkDisposer: MDisposable {
  private var sink: MDisposable?
  private var subscription: MDisposable?
  private var set = false
  private(set) var isDisposed = false

  func setSinkAndSubscription(_ sink: MDisposable, _ subscription: MDisposable) {
    self.sink = sink
    self.subscription = subscription
    set = true
    if isDisposed {
      sink.dispose()
      subscription.dispose()
      self.sink = nil
      self.subscription = nil
    }
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    guard set else { return }
    sink?.dispose()
    subscription?.dispose()
    sink = nil
    subscription = nil
  }
}

/// `Producer`: `subscribe` written once, on the trampoline; subclasses `run`.
class MProducer: MObservable {
  override func subscribe(_ on: @escaping (Ev) -> Void) -> MDisposable {
    if MTrampoline.isRunning { return subscribeNow(on) }
    var result: MDisposable?
    MTrampoline.schedule { result = self.subscribeNow(on) }
    return result!
  }

  private func subscribeNow(_ on: @escaping (Ev) -> Void) -> MDisposable {
    let disposer = MSinkDisposer()
    let (sink, subscription) = run(on, cancel: disposer)
    disposer.setSinkAndSubscription(sink, subscription)
    return disposer
  }

  func run(_ on: @escaping (Ev) -> Void, cancel: MDisposable) -> (MDisposable, MDisposable) {
    fatalError("abstract")
  }
}

/// `Sink`: forwards until disposed; disposing it disposes the whole subscription.
class MSink: MDisposable {
  private let observer: (Ev) -> Void
  private let cancel: MDisposable
  private(set) var isDisposed = false

  init(_ observer: @escaping (Ev) -> Void, cancel: MDisposable) {
    self.observer = observer
    self.cancel = cancel
  }

  final func forwardOn(_ event: Ev) {
    if isDisposed { return }
    observer(event)
  }

  func dispose() {
    isDisposed = true
    cancel.dispose()
  }
}

/// `create`: the closure gets an observer that keeps the stop rule and disposes on a stop event.
final class MCreate: MProducer {
  let handler: (@escaping (Ev) -> Void) -> MDisposable

  init(_ handler: @escaping (@escaping (Ev) -> Void) -> MDisposable) {
    self.handler = handler
  }

  override func run(_ on: @escaping (Ev) -> Void, cancel: MDisposable) -> (MDisposable, MDisposable) {
    let sink = CreateSink(on, cancel: cancel)
    return (sink, handler(sink.on))
  }

  final class CreateSink: MSink {
    private var stopped = false

    func on(_ event: Ev) {
      if !event.isStop {
        if !stopped { forwardOn(event) }
      } else if !stopped {
        stopped = true
        forwardOn(event)
        dispose()
      }
    }
  }
}

/// `map`, `filter` and `take(n)` (n > 0): a sink per subscription that does the operator's work and
/// disposes itself on every stop event it forwards.
final class MOperator: MProducer {
  enum Kind {
    case map((Int) throws -> Int), filter((Int) throws -> Bool), take(Int)
  }

  let source: MObservable
  let kind: Kind

  init(_ source: MObservable, _ kind: Kind) {
    self.source = source
    self.kind = kind
  }

  override func run(_ on: @escaping (Ev) -> Void, cancel: MDisposable) -> (MDisposable, MDisposable) {
    let sink = OperatorSink(on, cancel: cancel, kind: kind)
    return (sink, source.subscribe(sink.on))
  }

  final class OperatorSink: MSink {
    let kind: Kind
    var remaining: Int

    init(_ observer: @escaping (Ev) -> Void, cancel: MDisposable, kind: Kind) {
      self.kind = kind
      if case .take(let count) = kind { remaining = count } else { remaining = 0 }
      super.init(observer, cancel: cancel)
    }

    func on(_ event: Ev) {
      guard case .next(let value) = event else {
        forwardOn(event)
        dispose()
        return
      }
      switch kind {
      case .map(let transform):
        do {
          forwardOn(.next(try transform(value)))
        } catch {
          forwardOn(.error(ErrorName(script: error)))
          dispose()
        }
      case .filter(let predicate):
        do {
          if try predicate(value) { forwardOn(event) }
        } catch {
          forwardOn(.error(ErrorName(script: error)))
          dispose()
        }
      case .take:
        guard remaining > 0 else { return }
        remaining -= 1
        forwardOn(event)
        if remaining == 0 {
          forwardOn(.completed)
          dispose()
        }
      }
    }
  }
}

/// `just`, `empty`, `error` and `never`: they send inside `subscribe` and hold nothing.
final class MImmediate: MProducer {
  let events: [Ev]

  init(_ events: [Ev]) {
    self.events = events
  }

  override func subscribe(_ on: @escaping (Ev) -> Void) -> MDisposable {
    for event in events { on(event) }
    return MNopDisposable()
  }
}

/// `of` and `from`: one element per turn of the trampoline, then `completed`; a disposed sink stops
/// the walk.
final class MSequence: MProducer {
  let makeIterator: () -> AnyIterator<Int>

  init<Elements: Sequence<Int>>(_ elements: Elements) {
    makeIterator = { AnyIterator(elements.makeIterator()) }
  }

  override func run(_ on: @escaping (Ev) -> Void, cancel: MDisposable) -> (MDisposable, MDisposable) {
    let sink = SequenceSink(on, cancel: cancel, iterator: makeIterator())
    MTrampoline.schedule { sink.step() }
    return (sink, MNopDisposable())
  }

  final class SequenceSink: MSink {
    var iterator: AnyIterator<Int>

    init(_ observer: @escaping (Ev) -> Void, cancel: MDisposable, iterator: AnyIterator<Int>) {
      self.iterator = iterator
      super.init(observer, cancel: cancel)
    }

    func step() {
      if isDisposed { return }
      guard let element = iterator.next() else {
        forwardOn(.completed)
        dispose()
        return
      }
      forwardOn(.next(element))
      MTrampoline.schedule { self.step() }
    }
  }
}

/// `AnonymousObserver`: the stop rule, for a closure.
final class MAnonymousObserver {
  private let handler: (Ev) -> Void
  private var stopped = false

  init(_ handler: @escaping (Ev) -> Void) {
    self.handler = handler
  }

  func on(_ event: Ev) {
    if stopped { return }
    if event.isStop { stopped = true }
    handler(event)
  }
}

extension MObservable {
  /// `subscribe { event in … }`.
  func subscribeClosure(_ on: @escaping (Ev) -> Void) -> MDisposable {
    subscribe(MAnonymousObserver(on).on)
  }

  /// `subscribe(onNext:onError:onCompleted:onDisposed:)`, with `defaultErrorHandler` standing for
  /// the hook an error without `onError` goes to.
  func subscribeHandlers(
    onNext: @escaping (Int) -> Void, onError: ((ErrorName) -> Void)?, onCompleted: @escaping () -> Void,
    onDisposed: (() -> Void)?, defaultErrorHandler: @escaping (ErrorName) -> Void
  ) -> MDisposable {
    let disposable: MDisposable = onDisposed.map { MAnonymousDisposable($0) } ?? MNopDisposable()
    let observer = MAnonymousObserver { event in
      switch event {
      case .next(let value): onNext(value)
      case .error(let name):
        if let onError { onError(name) } else { defaultErrorHandler(name) }
        disposable.dispose()
      case .completed:
        onCompleted()
        disposable.dispose()
      }
    }
    return MBinaryDisposable(subscribe(observer.on), disposable)
  }
}

/// An error a script's transform or predicate throws.
public struct ScriptThrow: Error {
  public let name: ErrorName

  public init(_ name: ErrorName) {
    self.name = name
  }
}

extension ErrorName {
  /// The name of an error a script's closure threw.
  init(script error: any Error) {
    self = (error as? ScriptThrow)?.name ?? .unknown
  }
}

/// Step 3's `CompositeDisposable`: a list, disposed once; a newcomer to a disposed one is disposed
/// at once.
final class MComposite: MDisposable {
  private var disposables: [MDisposable]? = []

  func insert(_ disposable: MDisposable) {
    if disposables == nil {
      disposable.dispose()
    } else {
      disposables?.append(disposable)
    }
  }

  func dispose() {
    let taken = disposables ?? []
    disposables = nil
    taken.forEach { $0.dispose() }
  }
}

/// Step 3's naive `Observable`: the closure gets a forwarder that passes every event on and
/// disposes the composite on a stop event; nothing is checked.
final class MNaive: MObservable {
  let handler: (@escaping (Ev) -> Void) -> MDisposable

  init(_ handler: @escaping (@escaping (Ev) -> Void) -> MDisposable) {
    self.handler = handler
  }

  override func subscribe(_ on: @escaping (Ev) -> Void) -> MDisposable {
    let composite = MComposite()
    composite.insert(
      handler { event in
        on(event)
        if event.isStop { composite.dispose() }
      })
    return composite
  }
}
