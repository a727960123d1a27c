import Appendix_Operators
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// `withUnretained`: a map that holds an object weakly, and completes once it is gone.
@Suite("withUnretained")
struct WithUnretainedTests {
  final class Owner {
    let name: String
    init(name: String) { self.name = name }
  }

  @Test("withUnretained pairs each element with the object")
  func pairs() {
    let owner = Owner(name: "screen")
    let recorder = EventRecorder<String>()
    _ = Observable.of(1, 2).withUnretained(owner).map { "\($0.name) \($1)" }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(screen 1)", "next(screen 2)", "completed"])
  }

  @Test("withUnretained with a result selector sends what the selector makes of the object and the element")
  func resultSelector() {
    let owner = Owner(name: "screen")
    let recorder = EventRecorder<String>()
    _ = Observable.of(1).withUnretained(owner) { "\($0.name):\($1)" }.subscribe(recorder)
    #expect(recorder.descriptions == ["next(screen:1)", "completed"])
  }

  @Test("once the object is gone, withUnretained completes at the next element and disposes the source")
  func completesWhenReleased() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    var owner: Owner? = Owner(name: "screen")
    _ = source.observable.withUnretained(owner!).map { $1 }.subscribe(recorder)
    source.send(1)
    owner = nil
    #expect(source.disposals == 0)  // nothing happens until an element comes
    source.send(2, 3)
    #expect(recorder.descriptions == ["next(1)", "completed"])
    #expect(source.disposals == 1)
  }

  @Test("withUnretained does not keep the object alive")
  func doesNotRetain() {
    let subject = PublishSubject<Int>()
    weak var released: Owner?
    var subscription: (any Disposable)?
    do {
      let owner = Owner(name: "screen")
      released = owner
      subscription = subject.withUnretained(owner).subscribe(onNext: { _ in })
    }
    #expect(released == nil)
    subscription?.dispose()
  }

  @Test("an error from the source still reaches the subscriber through withUnretained")
  func sourceError() {
    let owner = Owner(name: "screen")
    let recorder = EventRecorder<String>()
    _ = Observable<Int>.error(TestError()).withUnretained(owner).map { "\($0.name) \($1)" }.subscribe(recorder)
    #expect(recorder.descriptions == ["error(TestError)"])
  }
}
