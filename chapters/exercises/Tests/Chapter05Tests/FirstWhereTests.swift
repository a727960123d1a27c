import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import Chapter05

@Suite("Chapter 5, exercise 4: first(where:), an operator that ends early")
struct FirstWhereTests {
  @Test("first(where:) drops the elements before the first match, sends the match, and completes")
  func sendsTheFirstMatch() {
    let recorder = EventRecorder<Int>()

    _ = Observable.of(1, 2, 3, 4).first(where: { $0.isMultiple(of: 2) }).subscribe(recorder)

    #expect(recorder.descriptions == ["next(2)", "completed"])
  }

  @Test("the source is disposed as soon as the match arrives, before the source ends")
  func disposesTheSourceAtOnce() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable.first(where: { $0 > 2 }).subscribe(recorder)

    source.send(1, 2)
    let disposalsBefore = source.disposals
    source.send(3)

    #expect(disposalsBefore == 0)
    #expect(source.disposals == 1)
    #expect(recorder.descriptions == ["next(3)", "completed"])
  }

  @Test("a source that completes without a match ends first(where:) with completed alone")
  func noMatch() {
    let recorder = EventRecorder<Int>()

    _ = Observable.of(1, 3).first(where: { $0.isMultiple(of: 2) }).subscribe(recorder)

    #expect(recorder.descriptions == ["completed"])
  }

  @Test("a throwing predicate ends the sequence with its error and disposes the source")
  func throwingPredicate() {
    let source = ManualSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.observable
      .first(where: { value in
        if value == 2 { throw TestError() }
        return false
      })
      .subscribe(recorder)

    source.send(1, 2, 3)

    #expect(recorder.descriptions == ["error(TestError)"])
    #expect(source.disposals == 1)
  }

  @Test(
    "after first(where:) has completed, nothing more reaches the observer, even from a source that cannot be stopped")
  func nothingAfterCompleted() {
    let source = Unstoppable<Int>()
    let recorder = EventRecorder<Int>()
    _ = source.first(where: { $0 > 2 }).subscribe(recorder)

    source.send(.next(1))
    source.send(.next(3))
    source.send(.next(4))
    source.send(.completed)

    #expect(recorder.descriptions == ["next(3)", "completed"])
  }
}

/// A source that keeps sending to its observer whatever happens: disposing its subscription does
/// nothing, and it polices nothing.
private final class Unstoppable<Element>: Observable<Element> {
  private var observer: AnyObserver<Element>?

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    self.observer = AnyObserver(observer)
    return Disposables.create()
  }

  func send(_ event: Event<Element>) {
    observer?.on(event)
  }
}
