import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
#endif

@Suite("subscribe(onNext:onError:onCompleted:onDisposed:)", .watchdog())
struct SubscribeTests {
  /// A source the test drives by hand.
  final class Remote {
    var observer: AnyObserver<Int>?
    let disposable = CountingDisposable()
    lazy var observable = Observable<Int>.create { [unowned self] observer in
      self.observer = observer
      return self.disposable
    }
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
    #expect(mine.count == 1)
    #expect(mine.first?.callStack == [])  // nothing recorded unless Hooks.recordCallStackOnError
    #expect(disposed == 1)
  }

  @Test("an error reaching a subscribe with onNext alone goes to Hooks.defaultErrorHandler, once")
  func unhandledErrorWithOnNextAlone() {
    let error = UniqueError()
    var elements: [Int] = []
    let seen = unhandledErrors {
      _ = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onError(error)
        observer.onError(error)
        return Disposables.create()
      }
      .subscribe(onNext: { elements.append($0) })
    }
    #expect(elements == [1])
    #expect(seen.filter { ($0.error as? UniqueError) == error }.count == 1)
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
    let seen = unhandledErrors(callStack: ["at subscribe"]) {
      _ = Observable<Int>.create { observer in
        send = { observer.onError(error) }
        return Disposables.create()
      }
      .subscribe()
    }
    // The error comes later, outside the scope: the stack is the one captured at subscribe time.
    let later = unhandledErrors { send?() }
    #expect(!seen.contains { ($0.error as? UniqueError) == error })
    #expect(later.first { ($0.error as? UniqueError) == error }?.callStack == ["at subscribe"])
  }

  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("by default an unhandled error is printed as RxSwift prints it: Unhandled error happened")
    func defaultHandlerPrints() async {
      let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
        _ = Observable<Int>.create { observer in
          observer.onError(TestError())
          return Disposables.create()
        }
        .subscribe()
      }
      let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
      #expect(output.contains("Unhandled error happened: TestError"))
    }
  #endif
}
