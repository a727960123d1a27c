import Dispatch
import Testing

@testable import Appendix_FastCore

/// The disposer `Producer.subscribe` returns and the outermost sink hold each other until either
/// ends the subscription: the caller by disposing, the sink by its own stop event.
@Suite("The fast core's SubscriptionDisposer")
struct FastCoreSubscriptionDisposerTests {
  /// A source that keeps its observer, to end it later, and counts how often it is disposed.
  final class LaterSource: @unchecked Sendable {
    var observer: AnyObserver<Int>?
    let upstream = CountingDisposable()
    var observable: Observable<Int> {
      Observable.create { observer in
        self.observer = observer
        return self.upstream
      }
    }
  }

  @Test("a sink disposed before its disposer arrives lets go of it at once")
  func disposerAfterDispose() {
    let sink = Sink<Int, Int>(observer: AnyObserver<Int> { _ in }.asObserverObject())
    sink.dispose()
    let disposer = SubscriptionDisposer(sink)
    sink.setDisposer(disposer)
    #expect(disposer.isDisposed)
  }

  @Test("a subscription that ends by itself later marks the caller's disposer disposed")
  func endMarksDisposer() throws {
    let source = LaterSource()
    let subscription = try #require(source.observable.map { $0 }.subscribe(onNext: { _ in }) as? any Cancelable)
    #expect(!subscription.isDisposed)
    source.observer?.onCompleted()
    #expect(subscription.isDisposed)
    #expect(source.upstream.count == 1)
    subscription.dispose()
    #expect(source.upstream.count == 1)
  }

  @Test("disposing the caller's disposer disposes the source once, and a later end changes nothing")
  func disposeThenEnd() {
    let source = LaterSource()
    var events: [String] = []
    let subscription = source.observable.subscribe(onNext: { _ in }, onCompleted: { events.append("completed") })
    subscription.dispose()
    source.observer?.onCompleted()
    #expect(source.upstream.count == 1)
    #expect(events.isEmpty)
  }

  @Test("an end on one thread and a dispose on another dispose the source exactly once")
  func endRacesDispose() {
    for _ in 0..<500 {
      let source = LaterSource()
      // Shared across the two threads on purpose: that is the race under test.
      nonisolated(unsafe) let subscription = source.observable.map { $0 }.subscribe(onNext: { _ in })
      nonisolated(unsafe) let observer = source.observer
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { observer?.onCompleted() } else { subscription.dispose() }
      }
      #expect(source.upstream.count == 1)
    }
  }
}
