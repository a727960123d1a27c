import StageSupport
import Step4_Sink
import Testing

/// A sink that forwards whatever a test hands it.
final class ForwardingSink<Observer: ObserverType>: Sink<Observer> {}

/// A producer whose `run` makes a `ForwardingSink` and hands it to the test, with a subscription
/// the test can count.
final class TestProducer: Producer<Int> {
  var sinks: [ForwardingSink<AnyObserver<Int>>] = []
  let subscription = CountingDisposable()
  var runs = 0

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Int {
    runs += 1
    let sink = ForwardingSink(observer: AnyObserver(observer), cancel: cancel)
    sinks.append(sink)
    return (sink: sink, subscription: subscription)
  }
}

@Suite("4.4 Producer and Sink: subscribe, written once")
struct Stage4_4 {
  @Test("subscribing to a Producer runs it once, and what its sink forwards reaches the observer")
  func runAndForward() throws {
    let producer = TestProducer()
    let recorder = EventRecorder<Int>()
    _ = producer.subscribe(recorder)
    #expect(producer.runs == 1)
    let sink = try #require(producer.sinks.first)
    sink.forwardOn(.next(1))
    sink.forwardOn(.completed)
    #expect(recorder.descriptions == ["next(1)", "completed"])
  }

  @Test("a Sink forwards nothing once it is disposed, and says so")
  func sinkDropsAfterDispose() throws {
    let producer = TestProducer()
    let recorder = EventRecorder<Int>()
    _ = producer.subscribe(recorder)
    let sink = try #require(producer.sinks.first)
    #expect(!sink.isDisposed)
    sink.forwardOn(.next(1))
    sink.dispose()
    sink.forwardOn(.next(2))
    #expect(sink.isDisposed)
    #expect(recorder.descriptions == ["next(1)"])
  }

  @Test("disposing the subscription disposes the sink and the subscription that run returned, once")
  func disposeReachesBoth() throws {
    let producer = TestProducer()
    let recorder = EventRecorder<Int>()
    let disposable = producer.subscribe(recorder)
    let sink = try #require(producer.sinks.first)
    #expect(producer.subscription.count == 0)
    disposable.dispose()
    disposable.dispose()
    #expect(sink.isDisposed)
    #expect(producer.subscription.count == 1)
    sink.forwardOn(.next(1))
    #expect(recorder.descriptions == [])
  }

  @Test("a sink that disposes itself ends the whole subscription through cancel")
  func sinkDisposesCancel() throws {
    let producer = TestProducer()
    let disposable = producer.subscribe(EventRecorder<Int>())
    let sink = try #require(producer.sinks.first)
    sink.dispose()
    #expect(producer.subscription.count == 1)
    #expect((disposable as? any Cancelable)?.isDisposed == true)
  }

  @Test("each subscription gets a sink of its own")
  func sinkPerSubscription() {
    let producer = TestProducer()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = producer.subscribe(first)
    _ = producer.subscribe(second)
    #expect(producer.runs == 2)
    producer.sinks.last?.forwardOn(.next(2))
    #expect(first.descriptions == [] && second.descriptions == ["next(2)"])
  }

  @Test("asObservable on an Observable returns the very same object")
  func asObservableIdentity() {
    let producer = TestProducer()
    #expect(producer.asObservable() === producer)
  }
}
