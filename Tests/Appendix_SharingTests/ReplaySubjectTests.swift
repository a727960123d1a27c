import Appendix_Sharing
import RxTest
import RxTestSupport
import Step4_Sink
import Testing

@Suite("ReplaySubject")
struct ReplaySubjectTests {
  @Test("a new subscriber gets the last bufferSize elements first, then the live ones")
  func replaysTheLastElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(150) { subject.onNext(1) }
    scheduler.scheduleAt(200) { subject.onNext(2) }
    scheduler.scheduleAt(250) { subject.onNext(3) }
    scheduler.scheduleAt(300) { subject.onNext(4) }
    scheduler.scheduleAt(350) { _ = subject.subscribe(observer) }
    scheduler.scheduleAt(400) { subject.onNext(5) }
    scheduler.start()
    #expect(observer.events == [.next(350, 2), .next(350, 3), .next(350, 4), .next(400, 5)])
  }

  @Test("with bufferSize 1 a new subscriber gets only the latest element")
  func replayOne() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    subject.onNext(1)
    subject.onNext(2)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events == [.next(2)])
  }

  @Test("with bufferSize 0 a new subscriber gets nothing from before, like a PublishSubject")
  func replayNone() {
    let subject = ReplaySubject<Int>.create(bufferSize: 0)
    subject.onNext(1)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(2)
    #expect(recorder.events == [.next(2)])
  }

  @Test("createUnbounded replays every element ever received")
  func unbounded() {
    let subject = ReplaySubject<Int>.createUnbounded()
    for element in 1...100 { subject.onNext(element) }
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events == (1...100).map { .next($0) })
  }

  @Test("a subscriber after completion gets the buffer, then completed, at once")
  func afterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    let observer = scheduler.createObserver(Int.self)
    for (tick, element) in [(150, 1), (200, 2), (250, 3), (300, 4), (350, 5)] {
      scheduler.scheduleAt(tick) { subject.onNext(element) }
    }
    scheduler.scheduleAt(400) { subject.onCompleted() }
    scheduler.scheduleAt(450) { _ = subject.subscribe(observer) }
    scheduler.start()
    #expect(observer.events == [.next(450, 3), .next(450, 4), .next(450, 5), .completed(450)])
  }

  @Test("a subscriber after an error gets the buffer, then the error")
  func afterError() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onError(TestError())
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events == [.next(2), .next(3), .error(TestError())])
  }

  @Test("after dispose a subscriber gets RxError.disposed and no element")
  func afterDispose() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    subject.onNext(1)
    subject.dispose()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events.count == 1)
    #expect(recorder.events.first?.error is RxError)
  }

  @Test("hasObservers is true while someone is subscribed, false after they dispose")
  func hasObservers() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    #expect(!subject.hasObservers)
    let subscription = subject.subscribe { _ in }
    #expect(subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test("ReplaySubject's SubjectObserverType is the subject itself, the type asObserver returns")
  func subjectObserverType() {
    #expect(ReplaySubject<Int>.SubjectObserverType.self == ReplaySubject<Int>.self)
    // what `SubjectType` says `asObserver()` returns
    #expect(ReplaySubject<Int>.Observer.self == ReplaySubject<Int>.SubjectObserverType.self)
  }
}
