import Appendix_Operators
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step7_Traits
import Testing

/// The operators RxSwift mirrors on the traits return the trait whose promise the result keeps.
@Suite("the operators on Single and Maybe")
struct TraitOperatorTests {
  /// What a Maybe reports, as text.
  static func outcome<Element>(_ maybe: Maybe<Element>) -> [String] {
    var seen: [String] = []
    _ = maybe.subscribe { seen.append("\($0)") }
    return seen
  }

  @Test("Single.compactMap is a Maybe: it succeeds with the transformed element, or completes for nil")
  func singleCompactMap() {
    #expect(Self.outcome(Single.just("7").compactMap { Int($0) }) == ["success(7)"])
    #expect(Self.outcome(Single.just("x").compactMap { Int($0) }) == ["completed"])
  }

  @Test("Maybe.compactMap completes for nil, as it does for an empty Maybe")
  func maybeCompactMap() {
    #expect(Self.outcome(Maybe.just("x").compactMap { Int($0) }) == ["completed"])
    #expect(Self.outcome(Maybe<String>.empty().compactMap { Int($0) }) == ["completed"])
  }

  @Test("Maybe.ifEmpty(default:) is a Single that succeeds with the default when the Maybe is empty")
  func maybeIfEmptyDefault() {
    var results: [Int] = []
    let single: Single<Int> = Maybe<Int>.empty().ifEmpty(default: 3)
    _ = single.subscribe(onSuccess: { results.append($0) })
    _ = Maybe.just(1).ifEmpty(default: 3).subscribe(onSuccess: { results.append($0) })
    #expect(results == [3, 1])
  }

  @Test("Maybe.ifEmpty(switchTo:) takes the other trait's outcome when the Maybe is empty")
  func maybeIfEmptySwitch() {
    #expect(Self.outcome(Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(4))) == ["success(4)"])
    var result: Int?
    _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(5)).subscribe(onSuccess: { result = $0 })
    #expect(result == 5)
  }

  @Test("Single.using disposes its resource once the Single has succeeded")
  func singleUsing() {
    let resource = CountingDisposable()
    var result: Int?
    _ = Single.using({ resource }, primitiveSequenceFactory: { _ in Single.just(9) })
      .subscribe(onSuccess: { result = $0 })
    #expect(result == 9)
    #expect(resource.count == 1)
  }
}
