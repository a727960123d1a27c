import StageSupport
import Step4_Sink
import Step7_Traits
import Testing

@Suite("7.3 Constructors and operators that keep the promise")
struct Stage7_3 {
  @Test("Single.just succeeds with its element, Single.error fails with its error")
  func singleConstructors() {
    var seen: [String] = []
    _ = Single.just(1).subscribe { seen.append(describe($0)) }
    _ = Single<Int>.error(TestError()).subscribe { seen.append(describe($0)) }
    #expect(seen == ["success(1)", "failure(TestError)"])
  }

  @Test("Maybe.just succeeds with its element, Maybe.empty completes, Maybe.error fails")
  func maybeConstructors() {
    var seen: [String] = []
    _ = Maybe.just(1).subscribe { seen.append($0.description) }
    _ = Maybe<Int>.empty().subscribe { seen.append($0.description) }
    _ = Maybe<Int>.error(TestError()).subscribe { seen.append($0.description) }
    #expect(seen == ["success(1)", "completed", "error(TestError)"])
  }

  @Test("Completable.empty completes, Completable.error fails, Completable.never does neither")
  func completableConstructors() {
    var seen: [String] = []
    _ = Completable.empty().subscribe { seen.append($0.description) }
    _ = Completable.error(TestError()).subscribe { seen.append($0.description) }
    _ = Completable.never().subscribe { seen.append($0.description) }
    #expect(seen == ["completed", "error(TestError)"])
  }

  @Test("map on a Single is a Single of the mapped element")
  func singleMap() {
    var seen: [String] = []
    let mapped: Single<Int> = Single.just(2).map { $0 * 10 }
    _ = mapped.subscribe { seen.append(describe($0)) }
    #expect(seen == ["success(20)"])
  }

  @Test("a throwing transform in map on a Single is a failure")
  func singleMapThrows() {
    var seen: [String] = []
    _ = Single.just(2).map { _ -> Int in throw TestError() }.subscribe { seen.append(describe($0)) }
    #expect(seen == ["failure(TestError)"])
  }

  @Test("filter on a Single is a Maybe: an accepted element succeeds, a rejected one completes empty")
  func singleFilter() {
    var seen: [String] = []
    _ = Single.just(2).filter { $0 > 1 }.subscribe { seen.append($0.description) }
    _ = Single.just(0).filter { $0 > 1 }.subscribe { seen.append($0.description) }
    #expect(seen == ["success(2)", "completed"])
  }

  @Test("map on a Maybe maps its element, and filter keeps it a Maybe")
  func maybeOperators() {
    var seen: [String] = []
    _ = Maybe.just(3).map { $0 + 1 }.subscribe { seen.append($0.description) }
    _ = Maybe.just(3).filter { $0 > 5 }.subscribe { seen.append($0.description) }
    #expect(seen == ["success(4)", "completed"])
  }
}
