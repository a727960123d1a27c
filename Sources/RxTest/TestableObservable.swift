import Step4_Sink
import Step6_Subjects
import Step7_Traits

/// A sequence that sends recorded events on a test scheduler's clock and records when it was
/// subscribed to and disposed. `createHotObservable` and `createColdObservable` make the two kinds.
public class TestableObservable<Element>: ObservableType {
  /// The scheduler whose clock times everything.
  public let scheduler: TestScheduler
  /// The events this sequence sends.
  public let recordedEvents: [Recorded<Event<Element>>]
  /// Every subscription so far: when it began and, once disposed, when it ended.
  public internal(set) var subscriptions: [Subscription] = []

  init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.scheduler = scheduler
    self.recordedEvents = recordedEvents
  }

  /// Subclasses override this.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    fatalError("Abstract method: HotObservable and ColdObservable override it")
  }

  /// Records a new subscription at the current tick; the disposable it returns records its end.
  func recordSubscription(disposing cleanup: @escaping () -> Void) -> any Disposable {
    subscriptions.append(Subscription(scheduler.clock))
    let index = subscriptions.count - 1
    return Disposables.create { [self] in
      cleanup()
      subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
    }
  }
}

// snippet: hot-observable
/// Sends each recorded event at its tick to whoever is subscribed then, like a subject fed by a
/// clock: a late subscriber misses what came before it.
final class HotObservable<Element>: TestableObservable<Element> {
  private var observers = Bag<(Event<Element>) -> Void>()

  override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(scheduler: scheduler, recordedEvents: recordedEvents)
    // Each scheduled event holds the observable, as in RxTest: one that nobody else holds still
    // sends, and the scheduler lets go of it once its last event is sent.
    for recorded in recordedEvents {
      scheduler.scheduleAt(recorded.time) {
        self.observers.forEach { on in on(recorded.value) }
      }
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let key = observers.insert(observer.on)
    return recordSubscription { [weak self] in
      _ = self?.observers.removeKey(key)
    }
  }
}
// snippet: end

/// Starts from the beginning for every subscriber: each recorded event is sent to that subscriber
/// alone, its tick counted from the moment of subscribing.
final class ColdObservable<Element>: TestableObservable<Element> {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let scheduled = CompositeDisposable()
    for recorded in recordedEvents {
      scheduled.insert(
        scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
          observer.on(recorded.value)
          return Disposables.create()
        })
    }
    return recordSubscription { scheduled.dispose() }
  }
}
