import Step4_Sink
import Step5_Operators
import Step7_Traits

extension ObservableType {
  /// On an error, goes on with the sequence `handler` makes from it instead; elements and a
  /// completion pass through unchanged.
  public func `catch`(_ handler: @escaping (any Error) throws -> Observable<Element>) -> Observable<Element> {
    Catch(source: asObservable(), handler: handler)
  }

  /// On an error, sends `element` and completes.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    Catch(source: asObservable(), handler: { _ in Observable.just(element) })
  }
}

// snippet: catch-sink
/// One subscription of `catch`. Its upstream subscription sits in a `SerialDisposable`: on an
/// error, the handler's sequence takes the failed source's place, and disposing the whole
/// subscription later disposes whichever is current.
final private class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let handler: (any Error) throws -> Observable<Observer.Element>
  private let subscription = SerialDisposable()

  init(
    handler: @escaping (any Error) throws -> Observable<Observer.Element>, observer: Observer,
    cancel: any Cancelable
  ) {
    self.handler = handler
    super.init(observer: observer, cancel: cancel)
  }

  func run(_ source: Observable<Observer.Element>) -> any Disposable {
    let first = SingleAssignmentDisposable()
    subscription.disposable = first
    first.setDisposable(source.subscribe(self))
    return subscription
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      forwardOn(event)
    case .completed:
      forwardOn(event)
      dispose()
    case .error(let error):
      do {
        let fallback = try handler(error)
        subscription.disposable = fallback.subscribe(CatchSinkProxy(parent: self))
      } catch {
        forwardOn(.error(error))  // the handler's own error goes downstream
        dispose()
      }
    }
  }
}

/// The observer of the fallback sequence: everything it sends goes downstream as it is.
final private class CatchSinkProxy<Observer: ObserverType>: ObserverType {
  private let parent: CatchSink<Observer>

  init(parent: CatchSink<Observer>) {
    self.parent = parent
  }

  func on(_ event: Event<Observer.Element>) {
    parent.forwardOn(event)
    if event.isStopEvent {
      parent.dispose()
    }
  }
}
// snippet: end

/// The `catch` sequence.
final private class Catch<Element>: Producer<Element> {
  private let source: Observable<Element>
  private let handler: (any Error) throws -> Observable<Element>

  init(source: Observable<Element>, handler: @escaping (any Error) throws -> Observable<Element>) {
    self.source = source
    self.handler = handler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
    let subscription = sink.run(source)
    return (sink: sink, subscription: subscription)
  }
}
