import StageSupport
import Step4_Sink
import Testing

/// A source the test drives by hand.
final class Remote {
  var observer: AnyObserver<Int>?
  let disposable = CountingDisposable()
  lazy var observable = Observable<Int>.create { [unowned self] observer in
    self.observer = observer
    return self.disposable
  }
}

@Suite("4.7 subscribe with handlers, and onDisposed")
struct Stage4_7 {
  @Test("subscribe with a closure sees the same events as with a raw observer, minus anything after the stop")
  func closureSubscribe() {
    var seen: [String] = []
    _ = Observable<String>.create { observer in
      observer.onNext("Hello World")
      observer.onCompleted()
      observer.onNext("Hello again")
      return Disposables.create()
    }.subscribe { seen.append($0.description) }
    #expect(seen == ["next(Hello World)", "completed"])
  }

  @Test("each handler receives its own kind of event, in order")
  func handlersInOrder() {
    let remote = Remote()
    var log: [String] = []
    _ = remote.observable.subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    remote.observer?.onNext(1)
    remote.observer?.onCompleted()
    #expect(log == ["next 1", "completed", "disposed"])
  }

  @Test("onDisposed runs once after an error, right after onError")
  func disposedAfterError() {
    let remote = Remote()
    var log: [String] = []
    _ = remote.observable.subscribe(onError: { log.append("error \($0)") }, onDisposed: { log.append("disposed") })
    remote.observer?.onError(TestError())
    remote.observer?.onError(TestError())
    #expect(log == ["error TestError", "disposed"])
  }

  @Test("onDisposed runs once when the subscription is disposed, and no handler runs after it")
  func disposedOnDispose() {
    let remote = Remote()
    var log: [String] = []
    let subscription = remote.observable.subscribe(
      onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
    subscription.dispose()
    subscription.dispose()
    remote.observer?.onNext(1)
    #expect(log == ["disposed"])
    #expect(remote.disposable.count == 1)
  }

  @Test("every handler is optional: subscribe() with none still runs the source")
  func noHandlers() {
    var ran = false
    _ = Observable<Int>.create { observer in
      ran = true
      observer.onCompleted()
      return Disposables.create()
    }.subscribe()
    #expect(ran)
  }

  @Test("Disposables.create(first, second) disposes both, once, however often it is disposed")
  func binaryDisposesBoth() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let both = Disposables.create(first, second)
    both.dispose()
    both.dispose()
    #expect(first.count == 1 && second.count == 1)
    #expect(both.isDisposed)
  }
}
