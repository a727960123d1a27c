import Step3_Events
import Testing

@testable import Chapter03

@Suite("Chapter 3, exercise 2: close the second hole")
struct DisposeRuleTests {
  /// A source that cannot be stopped: it returns a do-nothing disposable, and `send` goes on
  /// reaching whatever observer it was given.
  final class Unstoppable {
    var send: ((Event<Int>) -> Void)?

    lazy var observable = DisposeSafeObservable<Int> { [unowned self] observer in
      self.send = { observer.on($0) }
      return Disposables.create()
    }
  }

  @Test("after dispose returns, the events the source still sends do not reach the observer")
  func nothingAfterDispose() {
    let source = Unstoppable()
    let recorder = EventRecorder<Int>()
    let subscription = source.observable.subscribe(recorder)

    source.send?(.next(1))
    subscription.dispose()
    source.send?(.next(2))
    source.send?(.completed)

    #expect(recorder.descriptions == ["next(1)"])
  }

  @Test("an observer that disposes its own subscription while handling an event receives no later event")
  func disposeFromInsideTheHandler() {
    let source = Unstoppable()
    var seen: [String] = []
    var subscription: (any Disposable)?
    subscription = source.observable.subscribe(
      AnonymousObserver { event in
        seen.append(event.description)
        subscription?.dispose()  // enough after the first event
      })

    source.send?(.next(1))
    source.send?(.next(2))
    source.send?(.next(3))

    #expect(seen == ["next(1)"])
  }

  @Test("disposing still disposes what the source returned, once, and forwards nothing after it")
  func disposeStillCleansUp() {
    let cleanup = CountingDisposable()
    var send: ((Int) -> Void)?
    let recorder = EventRecorder<Int>()
    let subscription = DisposeSafeObservable<Int> { observer in
      send = { observer.onNext($0) }
      return cleanup
    }.subscribe(recorder)

    subscription.dispose()
    subscription.dispose()
    send?(1)

    #expect(cleanup.count == 1)
    #expect(recorder.descriptions.isEmpty)
  }
}
