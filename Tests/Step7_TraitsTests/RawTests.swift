import RxTestSupport
import Testing

@testable import Step4_Sink
@_spi(RawTraits) @testable import Step7_Traits

/// `raw(_:)`, the way modules outside Step 7 add trait operators, as RxSwift's own operators do
/// from inside its module: the source is wrapped as it is, with no check of the trait's promise.
@Suite("PrimitiveSequence.raw", .watchdog())
struct RawTests {
  @Test("raw wraps the source itself: asObservable returns the very same object")
  func wrapsTheSourceItself() {
    let source = Observable<Int>.just(1)
    #expect(Single.raw(source).asObservable() === source)
  }

  @Test("raw checks nothing: a Single made raw passes on a second element, where asSingle fails")
  func checksNothing() {
    let raw = EventRecorder<Int>()
    _ = Single.raw(Observable.of(1, 2)).asObservable().subscribe(raw)
    #expect(raw.descriptions == ["next(1)", "next(2)", "completed"])

    let checked = EventRecorder<Int>()
    _ = Observable.of(1, 2).asSingle().asObservable().subscribe(checked)
    #expect(checked.descriptions == ["error(\(RxError.moreThanOneElement))"])
  }
}
