import Step2_PullPush
import Testing

@testable import Chapter02

@Suite("Chapter 2, exercise 2: a generic subject")
struct GenericSubjectTests {
  @Test("a subject pushes every value it is notified of to every observer, in the order they subscribed")
  func pushesToEveryObserverInOrder() {
    let subject = Subject<String>()
    var log: [String] = []
    let observers = ["B", "C"].map { name in Push.AnonymousObserver<String> { log.append("\(name):\($0)") } }
    for observer in observers { subject.subscribe(observer) }

    subject.notify("one")
    subject.notify("two")

    #expect(log == ["B:one", "C:one", "B:two", "C:two"])
  }

  @Test("an observer that unsubscribed receives nothing more, and the others still do")
  func unsubscribeStopsDelivery() {
    let subject = Subject<Int>()
    let leaving = ValueRecorder<Int>()
    let staying = ValueRecorder<Int>()
    subject.subscribe(leaving)
    subject.subscribe(staying)

    subject.notify(1)
    subject.unsubscribe(leaving)
    subject.notify(2)

    #expect(leaving.values == [1])
    #expect(staying.values == [1, 2])
  }

  @Test("subscribing the same observer twice is ignored: one value per notification")
  func doubleSubscribeIsIgnored() {
    let subject = Subject<Int>()
    let recorder = ValueRecorder<Int>()
    subject.subscribe(recorder)
    subject.subscribe(recorder)

    subject.notify(7)

    #expect(recorder.values == [7])
  }

  @Test("a subject subscribed to another source passes that source's values on")
  func aSubjectIsAnObserverToo() {
    let source = Push.BooleanObservable()
    let subject = Subject<Bool>()
    let recorder = ValueRecorder<Bool>()
    source.subscribe(subject)
    subject.subscribe(recorder)

    source.isFine = false

    #expect(recorder.values == [false])
  }

  @Test("a BooleanSubject pushes every assignment of isFine, as BooleanObservable does")
  func booleanSubject() {
    let source = BooleanSubject(isFine: true)
    let recorder = ValueRecorder<Bool>()
    source.subscribe(recorder)

    source.isFine = false
    source.isFine = false
    source.isFine = true

    #expect(recorder.values == [false, false, true])
  }
}
