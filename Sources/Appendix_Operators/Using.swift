import Step4_Sink
import Step5_Operators

extension ObservableType {
  /// For each subscriber, makes a resource with `resourceFactory` and a sequence from it with
  /// `observableFactory`, mirrors that sequence, and disposes the resource when the subscription
  /// ends. A factory that throws ends the sequence with its error (the resource, if made, is
  /// still disposed).
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
  }
}

/// One subscription of `using`: it owns one resource, disposed with the subscription.
final private class UsingSink<Resource: Disposable, Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let parent: Using<Observer.Element, Resource>

  init(parent: Using<Observer.Element, Resource>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    var disposable = Disposables.create()
    do {
      let resource = try parent.resourceFactory()
      disposable = resource
      let source = try parent.observableFactory(resource)
      return Disposables.create(source.subscribe(self), disposable)
    } catch {
      return Disposables.create(Observable.error(error).subscribe(self), disposable)
    }
  }

  func on(_ event: Event<Observer.Element>) {
    forwardOn(event)
    if event.isStopEvent {
      dispose()
    }
  }
}

/// The `using` sequence.
final private class Using<Element, Resource: Disposable>: Producer<Element> {
  let resourceFactory: () throws -> Resource
  let observableFactory: (Resource) throws -> Observable<Element>

  init(
    resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) {
    self.resourceFactory = resourceFactory
    self.observableFactory = observableFactory
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = UsingSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
