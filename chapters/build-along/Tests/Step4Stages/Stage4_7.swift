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

  @Test("a closure subscriber hears nothing after the first stop event, even from a source that sends more")
  func closureKeepsTheStopRule() {
    // A raw source polices nothing: only the observer subscribe wraps around the closure can.
    let source = ManualSource<Int>()
    var seen: [String] = []
    _ = source.rawObservable.subscribe { seen.append($0.description) }
    source.send(.completed)
    source.send(1)
    source.send(.error(TestError()))
    #expect(
      seen == ["completed"], "the closure heard events after completed: wrap it in an observer that keeps the stop rule"
    )
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

  @Test("Disposables.create(first, second) lets go of both once it has disposed them")
  func binaryLetsGo() {
    weak var weakFirst: CountingDisposable?
    weak var weakSecond: CountingDisposable?
    let both: any Cancelable
    do {
      let first = CountingDisposable()
      let second = CountingDisposable()
      (weakFirst, weakSecond) = (first, second)
      both = Disposables.create(first, second)
    }
    #expect(weakFirst != nil && weakSecond != nil, "the two were let go of before they were disposed")
    both.dispose()
    #expect(weakFirst == nil && weakSecond == nil, "the two stay alive as long as the disposable that disposed them")
    withExtendedLifetime(both) {}
  }

  @Test("an error with no onError handler goes to Hooks.defaultErrorHandler, once, as in RxSwift")
  func unhandledErrorGoesToTheHook() {
    let error = UniqueError()
    var disposed = 0
    let seen = unhandledErrors {
      _ = Observable<Int>.create { observer in
        observer.onError(error)
        return Disposables.create()
      }
      .subscribe(onNext: { _ in }, onDisposed: { disposed += 1 })
    }
    let mine = seen.filter { ($0.error as? UniqueError) == error }
    #expect(mine.count == 1, "the error reached Hooks.defaultErrorHandler \(mine.count) times")
    #expect(mine.first.map(\.callStack) ?? [] == [], "no call stack is recorded unless Hooks.recordCallStackOnError")
    #expect(disposed == 1)
  }

  @Test("an error that has an onError handler never reaches Hooks.defaultErrorHandler")
  func handledErrorStaysOut() {
    let error = UniqueError()
    var handled = 0
    let seen = unhandledErrors {
      _ = Observable<Int>.create { observer in
        observer.onError(error)
        return Disposables.create()
      }
      .subscribe(onError: { _ in handled += 1 })
    }
    #expect(handled == 1)
    #expect(!seen.contains { ($0.error as? UniqueError) == error })
  }

  @Test("with Hooks.recordCallStackOnError, the hook gets the call stack captured when subscribe was called")
  func callStackRecordedAtSubscribe() {
    let error = UniqueError()
    var send: (() -> Void)?
    _ = unhandledErrors(callStack: ["at subscribe"]) {
      _ = Observable<Int>.create { observer in
        send = { observer.onError(error) }
        return Disposables.create()
      }
      .subscribe()
    }
    // The error comes later, outside the scope: the stack is the one captured at subscribe time.
    let later = unhandledErrors { send?() }
    #expect(later.first { ($0.error as? UniqueError) == error }?.callStack == ["at subscribe"])
  }
}
