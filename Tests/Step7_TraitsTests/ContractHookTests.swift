import RxTestSupport
import Step5_Operators
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

@Suite("The contract hook", .watchdog())
struct ContractHookTests {
  @Test("a Single that completes without an element reports to the hook, then fails with noElements")
  func emptySingleReported() {
    let violations = LockedList<String>()
    var events: [String] = []
    violations.captureViolations {
      // Only code inside the module can wrap an unchecked observable: this is the bug it catches.
      let broken = Single<Int>(raw: Observable.empty())
      _ = broken.subscribe { events.append(describe($0)) }
    }
    #expect(violations.items == ["A Single completed without an element"])
    #expect(events == ["failure(Sequence doesn't contain any elements.)"])
  }

  @Test("the public ways to make a Single never reach the hook, whatever their source does")
  func publicWaysStayQuiet() {
    let violations = LockedList<String>()
    violations.captureViolations {
      _ = Observable<Int>.empty().asSingle().subscribe { _ in }
      _ = Observable.of(1, 2).asSingle().subscribe { _ in }
      _ = Single<Int>.create { observer in
        observer(.success(1))
        observer(.failure(TestError()))
        return Disposables.create()
      }.subscribe { _ in }
      _ = Completable.empty().andThen(Single.just(1)).subscribe { _ in }
      _ = Single.just(1).map { $0 + 1 }.subscribe { _ in }
    }
    #expect(violations.items.isEmpty)
  }

  @Test("a replaced hook applies only inside its scope")
  func scoped() {
    let inner = LockedList<String>()
    let outer = LockedList<String>()
    outer.captureViolations {
      inner.captureViolations { rxFatalErrorInDebug("inside") }
      rxFatalErrorInDebug("after")
    }
    #expect(inner.items == ["inside"])
    #expect(outer.items == ["after"])
  }
}
