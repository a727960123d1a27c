import StageSupport
import Step4_Sink
import Step7_Traits
import Testing

@Suite("7.7 From an Observable to a trait: asSingle, asMaybe, asCompletable")
struct Stage7_7 {
  @Test("asSingle holds the element back until the source completes, then succeeds with it")
  func asSingleHoldsBack() {
    let source = ManualSource<Int>()
    var seen: [String] = []
    _ = source.observable.asSingle().subscribe { seen.append(describe($0)) }
    source.send(1)
    #expect(seen == [])
    source.send(.completed)
    #expect(seen == ["success(1)"])
  }

  @Test("asSingle of no elements fails with RxError.noElements")
  func asSingleEmpty() {
    let source = ManualSource<Int>()
    var seen: [String] = []
    _ = source.observable.asSingle().subscribe { seen.append(describe($0)) }
    source.send(.completed)
    #expect(seen == ["failure(\(RxError.noElements))"])
  }

  @Test("asSingle sends moreThanOneElement on the second element, before any completion, and disposes the source")
  func asSingleTooMany() {
    let source = ManualSource<Int>()
    var seen: [String] = []
    _ = source.observable.asSingle().subscribe { seen.append(describe($0)) }
    source.send(1, 2)
    #expect(seen == ["failure(\(RxError.moreThanOneElement))"])
    #expect(source.disposals == 1)
    source.send(.completed)  // too late: the failure was sent before any completion
    #expect(seen == ["failure(\(RxError.moreThanOneElement))"])
  }

  @Test("asMaybe of no elements completes, and of one element succeeds once the source completes")
  func asMaybe() {
    let empty = ManualSource<Int>()
    let one = ManualSource<Int>()
    var seen: [String] = []
    _ = empty.observable.asMaybe().subscribe { seen.append($0.description) }
    _ = one.observable.asMaybe().subscribe { seen.append($0.description) }
    empty.send(.completed)
    one.send(7)
    one.send(.completed)
    #expect(seen == ["completed", "success(7)"])
  }

  @Test("asCompletable turns an Observable<Never> into a Completable with the same ending")
  func asCompletable() {
    let source = ManualSource<Never>()
    var seen: [String] = []
    _ = source.observable.asCompletable().subscribe { seen.append($0.description) }
    source.send(.error(TestError()))
    #expect(seen == ["error(TestError)"])
  }

  @Test("subscribe stops after the first event even if a raw source sends a second stop event")
  func completableStopsAfterFirstEvent() {
    let source = ManualSource<Never>()
    var events: [String] = []
    _ = source.rawObservable.asCompletable().subscribe { events.append($0.description) }
    source.send(.error(TestError()))
    source.send(.completed)
    #expect(events == ["error(TestError)"])
  }

  @Test("the public ways to make a Single never reach the hook, whatever their source does")
  func publicWaysStayQuiet() {
    let violations = LockedList<String>()
    var seen: [String] = []
    Hooks.$contractViolation.withValue({ violations.append($0) }) {
      _ = Observable<Int>.create { observer in
        observer.on(.completed)
        return Disposables.create()
      }.asSingle().subscribe { seen.append(describe($0)) }
      _ = Observable<Int>.create { observer in
        observer.on(.next(1))
        observer.on(.next(2))
        return Disposables.create()
      }.asSingle().subscribe { seen.append(describe($0)) }
      _ = Single<Int>.create { observer in
        observer(.success(1))
        observer(.failure(TestError()))
        return Disposables.create()
      }.subscribe { seen.append(describe($0)) }
      _ = Completable.empty().andThen(Single.just(1)).subscribe { seen.append(describe($0)) }
      _ = Single.just(1).map { $0 + 1 }.subscribe { seen.append(describe($0)) }
    }
    #expect(violations.items.isEmpty)
    #expect(
      seen == [
        "failure(\(RxError.noElements))", "failure(\(RxError.moreThanOneElement))", "success(1)", "success(1)",
        "success(2)",
      ])
  }
}
