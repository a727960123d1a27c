import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

@testable import Chapter06

@Suite("Chapter 6, exercise 1: from the draft to a subject you can count on")
struct DraftSubjectTests {
  @Test(
    "subscribers hear each event in the order they subscribed, and their subscriptions do not keep the subject alive")
  func subscriptionOrder() {
    var heard: [Int] = []
    var subject: DraftSubject<String>? = DraftSubject<String>()
    weak var watched: DraftSubject<String>?
    watched = subject
    let subscriptions = (0..<10).map { index in
      subject!.subscribe { _ in heard.append(index) }
    }

    subject?.onNext("a")
    subject = nil

    #expect(heard == Array(0..<10))
    #expect(watched == nil, "a subscription keeps the subject alive")
    withExtendedLifetime(subscriptions) {}
  }

  @Test("a late subscriber to a completed subject hears completed at once, and nothing to unsubscribe")
  func lateSubscriber() {
    let subject = DraftSubject<Int>()
    _ = subject.subscribe { _ in }
    subject.onCompleted()
    let late = EventRecorder<Int>()

    let subscription = subject.subscribe(late)
    subject.onNext(1)
    subscription.dispose()

    #expect(late.descriptions == ["completed"])
    #expect(subject.observerCount == 0)
  }

  @Test("observerCount counts the subscribers held: one fewer per subscription disposed, none after a stop event")
  func observerCount() {
    let subject = DraftSubject<Int>()
    let first = subject.subscribe { _ in }
    _ = subject.subscribe { _ in }
    _ = subject.subscribe { _ in }
    var counts = [subject.observerCount]

    first.dispose()
    counts.append(subject.observerCount)
    first.dispose()
    counts.append(subject.observerCount)
    subject.onError(TestError())
    counts.append(subject.observerCount)

    #expect(counts == [3, 2, 2, 0])
  }
}
