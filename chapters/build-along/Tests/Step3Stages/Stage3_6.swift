import Step3_Events
import Testing

@Suite("3.6 ObservableType and a naive Observable")
struct Stage3_6 {
  /// The course's "hello" example.
  static func hello() -> Observable<String> {
    Observable { observer in
      observer.on(.next("Hello World"))
      observer.on(.completed)
      observer.on(.next("Hello again"))
      return AnonymousDisposable {}
    }
  }

  @Test("the hello example, subscribed with a closure, prints next(Hello World) then completed")
  func helloWithClosure() {
    var printed: [String] = []
    _ = Self.hello().subscribe { printed.append($0.description) }
    #expect(printed == ["next(Hello World)", "completed"])
  }

  @Test("nothing runs until someone subscribes")
  func lazy() {
    var runs = 0
    let observable = Observable<Int> { _ in
      runs += 1
      return AnonymousDisposable {}
    }
    #expect(runs == 0)
    _ = observable.subscribe(EventRecorder())
    #expect(runs == 1)
  }

  @Test("every subscription runs the closure again")
  func cold() {
    var runs = 0
    let observable = Observable<Int> { observer in
      runs += 1
      observer.on(.next(runs))
      return AnonymousDisposable {}
    }
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = observable.subscribe(first)
    _ = observable.subscribe(second)
    #expect(first.descriptions == ["next(1)"])
    #expect(second.descriptions == ["next(2)"])
  }

  @Test("disposing the subscription disposes what the closure returned")
  func disposeReachesSource() {
    let source = CountingDisposable()
    let subscription = Observable<Int> { _ in source }.subscribe(EventRecorder())
    #expect(source.count == 0)
    subscription.dispose()
    #expect(source.count == 1)
  }

  @Test("a stop event disposes what the closure returned, even when it comes before subscribe returns")
  func stopEventCleansUp() {
    let source = CountingDisposable()
    _ = Observable<Int> { observer in
      observer.on(.completed)
      return source
    }.subscribe(EventRecorder())
    #expect(source.count == 1)
  }

  @Test("an error, like completed, disposes what the closure returned")
  func errorCleansUp() {
    let source = CountingDisposable()
    let recorder = EventRecorder<Int>()
    var send: ((Event<Int>) -> Void)?
    _ = Observable<Int> { observer in
      send = { observer.on($0) }
      return source
    }.subscribe(recorder)
    send?(.next(1))
    #expect(source.count == 0)
    send?(.error(TestError()))
    #expect(source.count == 1)
    #expect(recorder.descriptions == ["next(1)", "error(TestError)"])
    // ...as completed does.
    let other = CountingDisposable()
    var complete: (() -> Void)?
    _ = Observable<Int> { observer in
      complete = { observer.on(.completed) }
      return other
    }.subscribe(EventRecorder<Int>())
    complete?()
    #expect(other.count == 1, "completed did not dispose what the closure returned")
  }

  @Test("the naive design's flaw: a raw observer still receives events after completed")
  func flawEventsAfterCompleted() {
    let recorder = EventRecorder<String>()
    _ = Self.hello().subscribe(recorder)
    #expect(recorder.descriptions == ["next(Hello World)", "completed", "next(Hello again)"])
  }

  @Test("the naive design's flaw: events sent after dispose still reach the observer")
  func flawEventsAfterDispose() {
    var send: ((Int) -> Void)?
    let recorder = EventRecorder<Int>()
    let subscription = Observable<Int> { observer in
      send = { observer.on(.next($0)) }
      return AnonymousDisposable {}  // a source that cannot be stopped
    }.subscribe(recorder)
    send?(1)
    subscription.dispose()
    send?(2)
    #expect(recorder.descriptions == ["next(1)", "next(2)"])
  }
}
