import Step4_Sink
import Step6_Subjects
import Step7_Traits

extension ObservableType {
  /// On an error of type `Error`, asks the sequence `notificationHandler` made from the errors:
  /// its next element subscribes to this sequence again, its completion or error ends the result
  /// with the same event. An error of any other type goes downstream at once.
  public func retry<Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> some ObservableType
  ) -> Observable<Element> {
    RetryWhenSequence(source: asObservable(), notificationHandler: notificationHandler)
  }

  /// On any error, asks the sequence `notificationHandler` made from the errors: its next element
  /// subscribes to this sequence again, its completion or error ends the result with the same event.
  public func retry(
    when notificationHandler: @escaping (Observable<any Swift.Error>) -> some ObservableType
  ) -> Observable<Element> {
    RetryWhenSequence(source: asObservable(), notificationHandler: notificationHandler)
  }
}

/// The observer of the notifier, for one attempt: an element starts the next attempt, a stop
/// event ends the whole subscription with it.
final private class RetryTriggerSink<Observer: ObserverType, TriggerObservable: ObservableType, Error: Swift.Error>:
  ObserverType
{
  private let parent: RetryWhenSequenceSinkIter<Observer, TriggerObservable, Error>

  init(parent: RetryWhenSequenceSinkIter<Observer, TriggerObservable, Error>) {
    self.parent = parent
  }

  func on(_ event: Event<TriggerObservable.Element>) {
    switch event {
    case .next:
      parent.parent.scheduleMoveNext()
    case .error(let error):
      parent.parent.forwardOn(.error(error))
      parent.parent.dispose()
    case .completed:
      parent.parent.forwardOn(.completed)
      parent.parent.dispose()
    }
  }
}

/// The observer of one attempt. On an error it ends the attempt's subscription, listens to the
/// notifier, and only then hands the error to the handler's sequence, so that an answer sent at
/// once is not missed. Disposing it (the next attempt takes its place) stops both.
final private class RetryWhenSequenceSinkIter<
  Observer: ObserverType, TriggerObservable: ObservableType, Error: Swift.Error
>: ObserverType, Disposable {
  let parent: RetryWhenSequenceSink<Observer, TriggerObservable, Error>
  private let errorHandlerSubscription = SingleAssignmentDisposable()
  private let subscription: any Disposable

  init(parent: RetryWhenSequenceSink<Observer, TriggerObservable, Error>, subscription: any Disposable) {
    self.parent = parent
    self.subscription = subscription
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      parent.forwardOn(event)
    case .error(let error):
      guard let failedWith = error as? Error else {
        parent.forwardOn(.error(error))  // not the kind the handler asked for
        parent.dispose()
        return
      }
      subscription.dispose()
      errorHandlerSubscription.setDisposable(parent.notifier.subscribe(RetryTriggerSink(parent: self)))
      parent.errorSubject.on(.next(failedWith))
    case .completed:
      parent.forwardOn(event)
      parent.dispose()
    }
  }

  func dispose() {
    subscription.dispose()
    errorHandlerSubscription.dispose()
  }
}

/// One subscription of `retry(when:)`: the attempts are the same source, endlessly, each moved on
/// to by the notifier rather than by the error itself. The handler's sequence is made once per
/// subscription, from `errorSubject`, and subscribed for the whole subscription; `notifier`
/// passes what it sends to the attempt that is waiting.
final private class RetryWhenSequenceSink<
  Observer: ObserverType, TriggerObservable: ObservableType, Error: Swift.Error
>:
  TailRecursiveSink<Observer>
{
  let errorSubject = PublishSubject<Error>()
  let notifier = PublishSubject<TriggerObservable.Element>()
  private let handler: Observable<TriggerObservable.Element>
  private let source: Observable<Observer.Element>

  init(
    source: Observable<Observer.Element>, notificationHandler: (Observable<Error>) -> TriggerObservable,
    observer: Observer, cancel: any Cancelable
  ) {
    self.source = source
    handler = notificationHandler(errorSubject.asObservable()).asObservable()
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let triggerSubscription = handler.subscribe(notifier)
    let attempts = run((AnyIterator { [source] in source }, nil))  // the same source, endlessly
    return Disposables.create(attempts, triggerSubscription)
  }

  override func subscribeToNext(_ source: Observable<Observer.Element>) -> any Disposable {
    let subscription = SingleAssignmentDisposable()
    let iter = RetryWhenSequenceSinkIter(parent: self, subscription: subscription)
    subscription.setDisposable(source.subscribe(iter))
    return iter
  }
}

/// The `retry(when:)` sequence.
final private class RetryWhenSequence<Element, TriggerObservable: ObservableType, Error: Swift.Error>:
  Producer<Element>
{
  private let source: Observable<Element>
  private let notificationHandler: (Observable<Error>) -> TriggerObservable

  init(source: Observable<Element>, notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) {
    self.source = source
    self.notificationHandler = notificationHandler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = RetryWhenSequenceSink(
      source: source, notificationHandler: notificationHandler, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
