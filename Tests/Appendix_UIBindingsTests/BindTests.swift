import Appendix_UIBindings
import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

@Suite("bind(to:) observers, and the binder forms")
struct BindTests {
  @Test("bind(to:) subscribes every observer, each hearing every event, the stop event included")
  func bindToObservers() {
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = Observable.of(1, 2).bind(to: first, second)
    #expect(first.descriptions == ["next(1)", "next(2)", "completed"])
    #expect(second.descriptions == first.descriptions)
  }

  @Test("bind(to:) an observer of optionals wraps each element")
  func bindToOptionalObserver() {
    let subject = PublishSubject<Int?>()
    let heard = EventRecorder<Int?>()
    _ = subject.subscribe(heard)
    _ = Observable.just(1).bind(to: subject)
    #expect(heard.descriptions == ["next(Optional(1))", "completed"])
  }

  @Test("bind(to:) a binder function hands it the sequence, with a curried argument if given")
  func binderFunctions() {
    let source = Observable.just(1)
    let count: Int = source.bind(to: { (_: Observable<Int>) in 42 })
    let curried: String = source.bind(
      to: { (_: Observable<Int>) in { (suffix: String) in "bound \(suffix)" } }, curriedArgument: "x")
    #expect(count == 42)
    #expect(curried == "bound x")
  }

  @Test("bind(with:onNext:) hands the object with each element, and stops calling once the object is gone")
  func bindWithObject() {
    final class Screen { var shown: [Int] = [] }
    let subject = PublishSubject<Int>()
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    var seenWhileAlive: [Int] = []
    _ = subject.bind(with: screen!) { screen, element in
      screen.shown.append(element)
      seenWhileAlive = screen.shown
    }
    subject.onNext(1)
    screen = nil
    #expect(weakScreen == nil)  // the binding did not keep it
    subject.onNext(2)
    #expect(seenWhileAlive == [1])
  }

  @Test("an error reaching bind(onNext:) or bind(with:onNext:) is reported as a broken contract")
  func bindErrorIsABug() {
    final class Owner {}
    let owner = Owner()
    let messages = contractViolations {
      _ = Observable<Int>.error(TestError()).bind(onNext: { _ in })
      _ = Observable<Int>.error(TestError()).bind(with: owner) { _, _ in }
    }
    #expect(messages == ["Binding error: TestError", "Binding error: TestError"])
  }
}
