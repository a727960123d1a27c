import Step4_Sink

// snippet: concat-completable
/// The sequence behind every `andThen`: subscribe to `completable`; when it completes,
/// subscribe to `second` and pass on everything it sends.
final class ConcatCompletable<Element>: Producer<Element> {
  fileprivate let completable: Observable<Never>
  fileprivate let second: Observable<Element>

  init(completable: Observable<Never>, second: Observable<Element>) {
    self.completable = completable
    self.second = second
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = ConcatCompletableSink(second: second, observer: observer, cancel: cancel)
    let subscription = sink.run(completable: completable)
    return (sink: sink, subscription: subscription)
  }
}
// snippet: end

// snippet: concat-completable-sink
/// Stage one: observes the completable. Its ``SerialDisposable`` always holds the stage
/// that is running, so one `dispose()` stops whichever it is.
///
/// It keeps only `second`, not its parent: holding the parent would keep the completable,
/// and all that its closure captured, alive for as long as stage two runs.
final private class ConcatCompletableSink<Observer: ObserverType>:
  Sink<Observer>, ObserverType
{
  typealias Element = Never

  private let second: Observable<Observer.Element>
  private let subscription = SerialDisposable()

  init(second: Observable<Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.second = second
    super.init(observer: observer, cancel: cancel)
  }

  func run(completable: Observable<Never>) -> any Disposable {
    // The completable may complete inside `subscribe`, before it returns its disposable;
    // the single-assignment disposable is in place first, so stage two can already
    // replace it.
    let firstStage = SingleAssignmentDisposable()
    subscription.disposable = firstStage
    firstStage.setDisposable(completable.subscribe(self))
    return subscription
  }

  func on(_ event: Event<Never>) {
    switch event {
    case .error(let error):
      forwardOn(.error(error))
      dispose()
    case .completed:
      // Stage two. Putting it in the serial disposable disposes stage one.
      let otherSink = ConcatCompletableSinkOther(parent: self)
      subscription.disposable = second.subscribe(otherSink)
    }
  }
}
// snippet: end

// snippet: concat-completable-sink-other
/// Stage two: observes `second` and forwards all of it through stage one's sink, which
/// owns the observer downstream and the disposer.
final private class ConcatCompletableSinkOther<Observer: ObserverType>: ObserverType {
  typealias Element = Observer.Element
  typealias Parent = ConcatCompletableSink<Observer>

  private let parent: Parent

  init(parent: Parent) {
    self.parent = parent
  }

  func on(_ event: Event<Element>) {
    parent.forwardOn(event)
    if event.isStopEvent {
      parent.dispose()
    }
  }
}
// snippet: end
