import RxTest
import RxTestSupport
import Step4_Sink
import Step7_Traits
import Testing

/// The traits' events compare as RxTest's `XCTAssertEqual` overloads compare them: equal
/// elements, or errors that are the same error.
@Suite("Trait events compare as in RxTest")
struct TraitEventEqualityTests {
  struct OtherError: Error {}

  @Test("lists of a Single's outcomes compare element by element, errors by identity")
  func singleEvents() {
    var events: [SingleEvent<Int>] = []
    _ = Single.just(1).subscribe { events.append($0) }
    _ = Single<Int>.error(TestError()).subscribe { events.append($0) }
    #expect(events == [.success(1), .failure(TestError())])
    #expect(events != [.success(1), .failure(OtherError())])
    #expect(events != [.success(2), .failure(TestError())])
    #expect(events != [.success(1)])
  }

  @Test("a Maybe's outcomes are equatable: success, error and completed")
  func maybeEvents() {
    var events: [MaybeEvent<Int>] = []
    _ = Maybe.just(1).subscribe { events.append($0) }
    _ = Maybe<Int>.empty().subscribe { events.append($0) }
    _ = Maybe<Int>.error(TestError()).subscribe { events.append($0) }
    #expect(events == [.success(1), .completed, .error(TestError())])
    #expect(events != [.success(1), .completed, .error(OtherError())])
    #expect(MaybeEvent.success(1) != .completed)
  }

  @Test("a Completable's outcomes are equatable: completed and error")
  func completableEvents() {
    var events: [CompletableEvent] = []
    _ = Completable.empty().subscribe { events.append($0) }
    _ = Completable.error(TestError()).subscribe { events.append($0) }
    #expect(events == [.completed, .error(TestError())])
    #expect(events != [.completed, .error(OtherError())])
  }
}
