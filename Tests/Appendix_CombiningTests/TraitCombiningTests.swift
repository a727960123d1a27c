import Appendix_Combining
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// The combining operators of `Single`, `Maybe` and `Completable`.
@Suite("combining traits")
struct TraitCombiningTests {
  /// Records what `trait` sends, as an observable.
  private func record<Element>(_ trait: some ObservableConvertibleType<Element>) -> [String] {
    let recorder = EventRecorder<Element>()
    _ = trait.asObservable().subscribe(recorder)
    return recorder.descriptions
  }

  @Test("Single.zip pairs the elements of two Singles, or combines them with a selector")
  func singleZip() {
    #expect(record(Single.zip(Single.just(1), Single.just(2))) == ["next((1, 2))", "completed"])
    #expect(record(Single.zip(Single.just(1), Single.just(2)) { $0 + $1 }) == ["next(3)", "completed"])
  }

  @Test("Single.zip of a collection gives the elements in order, and of an empty one the selector's result")
  func singleZipCollection() {
    #expect(record(Single.zip([Single.just(1), Single.just(2)])) == ["next([1, 2])", "completed"])
    #expect(record(Single.zip([Single<Int>]()) { $0.count }) == ["next(0)", "completed"])
  }

  @Test("Single.flatMap, flatMapMaybe and flatMapCompletable go on with the trait the selector makes")
  func singleFlatMap() {
    #expect(record(Single.just(1).flatMap { Single.just($0 * 2) }) == ["next(2)", "completed"])
    #expect(record(Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }) == ["completed"])
    #expect(record(Single.just(1).flatMapCompletable { _ in Completable.empty() }) == ["completed"])
  }

  @Test("Single.catch goes on with the handler's Single, and catchAndReturn with the element")
  func singleCatch() {
    #expect(record(Single<Int>.error(TestError()).catch { _ in Single.just(2) }) == ["next(2)", "completed"])
    #expect(record(Single<Int>.error(TestError()).catchAndReturn(3)) == ["next(3)", "completed"])
  }

  @Test("Single.retry(2) subscribes twice in all, then sends the last error")
  func singleRetry() {
    var attempts = 0
    let failing = Single<Int>.deferred {
      attempts += 1
      return Single.error(TestError())
    }
    #expect(record(failing.retry(2)) == ["error(TestError)"])
    #expect(attempts == 2)
  }

  @Test("Single.retry(when:) subscribes again when the notifier sends")
  func singleRetryWhen() {
    var attempts = 0
    let flaky = Single<Int>.deferred {
      attempts += 1
      return attempts < 3 ? Single.error(TestError()) : Single.just(attempts)
    }
    #expect(record(flaky.retry { (errors: Observable<any Error>) in errors }) == ["next(3)", "completed"])
  }

  @Test("Single.do calls onSubscribe, onSuccess, afterSuccess and onDispose in that order")
  func singleDo() {
    var log: [String] = []
    let single = Single.just(1).do(
      onSuccess: { log.append("success \($0)") }, afterSuccess: { log.append("after \($0)") },
      onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
    #expect(record(single) == ["next(1)", "completed"])
    #expect(log == ["subscribe", "success 1", "after 1", "dispose"])
  }

  @Test("Single.deferred calls its factory anew for each subscription")
  func singleDeferred() {
    var made = 0
    let single = Single.deferred {
      made += 1
      return Single.just(made)
    }
    #expect(record(single) == ["next(1)", "completed"])
    #expect(record(single) == ["next(2)", "completed"])
  }

  @Test("Maybe.zip, flatMap, catchAndReturn and do work as Single's, with an empty outcome passing through")
  func maybeOperators() {
    #expect(record(Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }) == ["next(3)", "completed"])
    #expect(record(Maybe.just(1).flatMap { Maybe.just($0 + 1) }) == ["next(2)", "completed"])
    #expect(record(Maybe<Int>.empty().flatMap { Maybe.just($0 + 1) }) == ["completed"])
    #expect(record(Maybe<Int>.error(TestError()).catchAndReturn(5)) == ["next(5)", "completed"])
    var completed = false
    #expect(record(Maybe<Int>.empty().do(onCompleted: { completed = true })) == ["completed"])
    #expect(completed)
  }

  @Test("Maybe.catch, retry and deferred keep the trait")
  func maybeCatchRetry() {
    var attempts = 0
    let failing = Maybe<Int>.deferred {
      attempts += 1
      return Maybe.error(TestError())
    }
    #expect(record(failing.retry(3).catch { _ in Maybe.empty() }) == ["completed"])
    #expect(attempts == 3)
  }

  @Test("Completable.concat subscribes to each completable when the one before has completed")
  func completableConcat() {
    var log: [String] = []
    func step(_ name: String) -> Completable {
      Completable.deferred {
        log.append(name)
        return Completable.empty()
      }
    }
    #expect(record(step("a").concat(step("b"))) == ["completed"])
    #expect(record(Completable.concat(step("c"), step("d"))) == ["completed"])
    #expect(record(Completable.concat(AnySequence([step("e")]))) == ["completed"])
    #expect(log == ["a", "b", "c", "d", "e"])
    #expect(record(Completable.concat(Completable.error(TestError()), step("never"))) == ["error(TestError)"])
    #expect(!log.contains("never"))
  }

  @Test("Completable.zip completes once every completable has, and fails with the first error")
  func completableZip() {
    #expect(record(Completable.zip(Completable.empty(), Completable.empty())) == ["completed"])
    #expect(record(Completable.zip([Completable.empty(), Completable.error(TestError())])) == ["error(TestError)"])
    #expect(record(Completable.zip(Completable.empty(), Completable.never())) == [])
  }

  @Test("Completable.do calls onCompleted, and catch goes on with the handler's completable")
  func completableDoCatch() {
    var completed = false
    let completable = Completable.error(TestError()).catch { _ in Completable.empty() }
      .do(onCompleted: { completed = true })
    #expect(record(completable) == ["completed"])
    #expect(completed)
  }

  @Test("Single.asMaybe keeps the outcome; asCompletable drops the element and keeps the completion or error")
  func singleConversions() {
    #expect(record(Single.just(1).asMaybe()) == ["next(1)", "completed"])
    #expect(record(Single.just(5).asCompletable()) == ["completed"])
    #expect(record(Single<Int>.error(TestError()).asCompletable()) == ["error(TestError)"])
  }
}
