import StageSupport
import Step4_Sink
import Testing

/// A producer whose `run` calls `body` with its sink, so a test can see what happens inside `run`.
final private class ForwardingSource<Element>: Producer<Element> {
  private let body: (Sink<AnyObserver<Element>>) -> Void

  init(_ body: @escaping (Sink<AnyObserver<Element>>) -> Void) {
    self.body = body
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Element {
    let sink = Sink(observer: AnyObserver(observer), cancel: cancel)
    body(sink)
    return (sink: sink, subscription: Disposables.create())
  }
}

/// `Producer.subscribe` runs the outermost subscription on a thread inside the trampoline.
extension Stage4_4 {
  @Test("a subscription runs on the trampoline: inside run no schedule is required, after subscribe none is running")
  func subscriptionRunsOnTheTrampoline() {
    #expect(CurrentThreadScheduler.isScheduleRequired)
    var requiredInside: Bool?
    _ = ForwardingSource<Int> { _ in
      requiredInside = CurrentThreadScheduler.isScheduleRequired
    }.subscribe(EventRecorder<Int>())
    #expect(requiredInside == false)
    #expect(CurrentThreadScheduler.isScheduleRequired)
  }

  @Test("work scheduled while a subscription runs waits until run returns, and is done before subscribe returns")
  func scheduledWorkWaitsItsTurn() {
    let log = LockedList<String>()
    _ = ForwardingSource<Int> { _ in
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("scheduled work")
        return Disposables.create()
      }
      log.append("run returns")
    }.subscribe(EventRecorder<Int>())
    log.append("subscribe returned")
    #expect(log.items == ["run returns", "scheduled work", "subscribe returned"])
  }

  @Test("a subscribe made while a trampoline runs is not queued: it runs at once")
  func nestedSubscribeRunsAtOnce() {
    let log = LockedList<String>()
    let inner = ForwardingSource<Int> { _ in log.append("inner run") }
    _ = ForwardingSource<Int> { _ in
      _ = inner.subscribe(EventRecorder<Int>())
      log.append("outer run returns")
    }.subscribe(EventRecorder<Int>())
    #expect(log.items == ["inner run", "outer run returns"])
  }
}
