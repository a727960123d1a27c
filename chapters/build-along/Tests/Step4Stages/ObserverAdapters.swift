import ScriptCheck
import StageSupport
import Step4_Sink

/// A subclass of your `ObserverBase` whose `onCore` is the script's handler.
final class ScriptSubclass: ObserverBase<Int>, @unchecked Sendable {
  let handler: (Ev) -> Void

  init(_ handler: @escaping (Ev) -> Void) {
    self.handler = handler
  }

  override func onCore(_ event: Event<Int>) { handler(event.ev) }
}

/// Your observers, as the observer scripts drive them.
final class YourObserver: ObserverScripts.ObserverUnderScript, @unchecked Sendable {
  let send: (Event<Int>) -> Void
  let stop: () -> Void

  init(_ kind: ObserverScripts.Kind, _ handler: @escaping (Ev) -> Void) {
    switch kind {
    case .anonymous:
      let observer = AnonymousObserver<Int> { handler($0.ev) }
      (send, stop) = (observer.on, observer.dispose)
    case .subclass:
      let observer = ScriptSubclass(handler)
      (send, stop) = (observer.on, observer.dispose)
    case .wrapped:
      let inner = AnonymousObserver<Int> { handler($0.ev) }
      (send, stop) = (AnyObserver(inner).on, inner.dispose)
    case .raw:
      (send, stop) = (AnyObserver<Int>(eventHandler: { handler($0.ev) }).on, {})
    }
  }

  func on(_ event: Ev) { send(event.event) }
  func dispose() { stop() }
}

/// A sink that only forwards what the script hands it.
final class ScriptSink<Observer: ObserverType>: Sink<Observer> {}

/// A producer whose `run` hands the script its sink, and whose subscription the script watches.
final class ScriptProducer: Producer<Int>, @unchecked Sendable {
  let desk: ProducerScripts.Desk

  init(desk: ProducerScripts.Desk) {
    self.desk = desk
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Int {
    let sink = ScriptSink(observer: observer, cancel: cancel)
    let action = desk.ran(
      ProducerScripts.SinkHandle(
        forward: { sink.forwardOn($0.event) }, dispose: { sink.dispose() }, isDisposed: { sink.isDisposed }),
      schedule: { work in
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
          work()
          return Disposables.create()
        }
      })
    return (sink: sink, subscription: Disposables.create(with: action))
  }
}

/// Your `Producer`, as the producer scripts drive it.
final class YourProducer: ProducerScripts.ProducerUnderScript, @unchecked Sendable {
  let producer: ScriptProducer

  init(desk: ProducerScripts.Desk) {
    producer = ScriptProducer(desk: desk)
  }

  func subscribe(_ observer: @escaping (Ev) -> Void) -> (dispose: () -> Void, isDisposed: () -> Bool?) {
    let disposable = producer.subscribe(ScriptRecorder { _ in } as ScriptRecorder, forwardingTo: observer)
    return ({ disposable.dispose() }, { (disposable as? any Cancelable)?.isDisposed })
  }
}

extension Producer where Element == Int {
  /// Subscribes an observer that hands each event, as the scripts see it, to `observer`.
  fileprivate func subscribe(_ unused: ScriptRecorder, forwardingTo observer: @escaping (Ev) -> Void) -> any Disposable
  {
    subscribe(AnyObserver<Int>(eventHandler: { observer($0.ev) }))
  }
}

/// The observer and producer scripts of Step 4.
enum ObserverScriptRuns {
  static let observers = ObserverScripts.Runs(
    ObserverScripts.spec(
      type: "ObserverBase, AnonymousObserver and AnyObserver", file: "Sources/Step4_Sink/ObserverBase.swift",
      kinds: [.anonymous, .subclass, .wrapped, .raw], disposes: true, make: YourObserver.init))
  static let producer = ProducerScripts.Runs(
    ProducerScripts.spec(file: "Sources/Step4_Sink/Sink.swift", mayEndInRun: false, make: YourProducer.init))
}

extension ObserverBase where Element == Int {
  /// Stage 4.3's scripts, named through the type they check.
  static var scripts: ObserverScripts.Runs { ObserverScriptRuns.observers }
}

extension Producer where Element == Int {
  /// Stage 4.4's scripts.
  static var scripts: ProducerScripts.Runs { ObserverScriptRuns.producer }
}
