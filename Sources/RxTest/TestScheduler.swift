import Appendix_Schedulers
import Step4_Sink

// snippet: test-scheduler
/// The virtual time scheduler of tests, with RxTest's conveniences: test observables that send
/// recorded events at given ticks, an observer that records what it receives and when, and
/// `start`, which creates, subscribes and disposes at fixed ticks and runs the clock.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
  /// The ticks `start` uses unless told otherwise.
  public enum Defaults {
    /// When `start` calls its closure to create the sequence under test.
    public static let created = 100
    /// When it subscribes to that sequence.
    public static let subscribed = 200
    /// When it disposes the subscription.
    public static let disposed = 1000
  }

  private let simulateProcessingDelay: Bool

  /// Makes a scheduler whose clock reads `initialClock`. With `simulateProcessingDelay` (the
  /// default), work scheduled for the current tick runs one tick later, as if it took time.
  public init(
    initialClock: TestTime, resolution: Double = 1, simulateProcessingDelay: Bool = true
  ) {
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(
      initialClock: initialClock,
      converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
  }

  /// Work due now or earlier runs at the next tick (or now, without the simulated delay).
  public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
    time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
  }
  // snippet: end

  // snippet: test-scheduler-start
  /// Calls `create` at `created`, subscribes a new ``TestableObserver`` to the result at
  /// `subscribed`, disposes that subscription at `disposed`, runs the clock until nothing is left
  /// to do, and returns the observer with everything it received. The result may be anything that
  /// converts to an observable: a `Single`, a `Maybe`, a `Completable`, a test observable.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    var source: Observable<Element>?
    var subscription: (any Disposable)?
    let observer = createObserver(Element.self)

    scheduleAt(created) { source = create().asObservable() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }

    start()
    return observer
  }

  /// `start` with the default created and subscribed ticks, 100 and 200.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
  }

  /// `start` with the default ticks: created at 100, subscribed at 200, disposed at 1000.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    _ create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
      create: create)
  }
  // snippet: end

  /// Runs `action` when the clock reads `time`.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// A hot observable: it sends `events` at their ticks whether or not anyone is subscribed.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
    HotObservable(scheduler: self, recordedEvents: events)
  }

  /// A cold observable: each subscriber gets `events`, each at its tick counted from the moment
  /// that subscriber subscribed.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
    ColdObservable(scheduler: self, recordedEvents: events)
  }

  /// An observer that records every event it receives with the tick it arrived at.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }
}
