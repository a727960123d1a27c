import Appendix_Concurrency
import Foundation
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

@Suite("values: an Observable as an AsyncThrowingStream")
struct ValuesTests {
  @Test("values delivers every element, then ends when the source completes")
  func elementsThenEnd() async {
    let (elements, error) = await drain(Observable.from(1...10).values)
    #expect(elements == Array(1...10))
    #expect(error == nil)
  }

  @Test("an error ends the stream after the elements sent before it")
  func errorAfterElements() async {
    let source = Observable.from(1...10).map { n -> Int in
      if n > 5 { throw TestError() }
      return n
    }
    let (elements, error) = await drain(source.values)
    #expect(elements == [1, 2, 3, 4, 5])
    #expect(error as? TestError == TestError())
  }

  @Test("reading values subscribes at once, before anything iterates it")
  func subscribesOnRead() {
    let log = LockedList<String>()
    let stream = loggingSource(log, { (_: AnyObserver<Int>) in }).values
    #expect(log.items == ["subscribed"])
    withExtendedLifetime(stream) {}
  }

  @Test("elements sent before the first next() wait in the buffer and none is lost")
  func elementsBeforeIteration() async {
    let subject = PublishSubject<Int>()
    let stream = subject.values
    for n in 1...3 { subject.onNext(n) }
    subject.onCompleted()
    let (elements, error) = await drain(stream)
    #expect(elements == [1, 2, 3])
    #expect(error == nil)
  }

  @Test("cancelling the task that waits in next() disposes the subscription and throws CancellationError")
  func cancelWhileWaiting() async {
    let log = LockedList<String>()
    let waiting = Gate()
    let source: Observable<Int> = loggingSource(log) { _ in waiting.open() }
    let task = Task { await drain(source.values) }
    await waiting.wait()  // subscribed: the consumer is on its way into next(), or in it
    task.cancel()
    let (elements, error) = await task.value
    #expect(elements.isEmpty)
    #expect(error is CancellationError)
    #expect(log.items == ["subscribed", "disposed"])
  }

  @Test("a task cancelled before it reads values subscribes, disposes and throws CancellationError")
  func cancelledBeforeStart() async {
    let log = LockedList<String>()
    let source: Observable<Int> = loggingSource(log)
    let started = Gate()
    let task = Task {
      await started.wait()
      return await drain(source.values)
    }
    task.cancel()
    started.open()
    let (_, error) = await task.value
    #expect(error is CancellationError)
    #expect(log.items == ["subscribed", "disposed"])
  }

  @Test("a stream that has already completed ends normally in a cancelled task")
  func completedBeforeCancel() async {
    let stream = Observable.from(1...3).values
    let started = Gate()
    let task = Task {
      await started.wait()
      return await drain(stream)
    }
    task.cancel()
    started.open()
    let (elements, error) = await task.value
    #expect(elements == [1, 2, 3])
    #expect(error == nil)
  }

  @Test("dropping the stream without iterating it disposes the subscription")
  func droppedStream() {
    let log = LockedList<String>()
    do {
      let stream = loggingSource(log, { (_: AnyObserver<Int>) in }).values
      withExtendedLifetime(stream) {}
    }
    #expect(log.items == ["subscribed", "disposed"])
  }

  @Test("elements sent after the consumer was cancelled reach nobody")
  func nothingAfterCancel() async {
    let subject = PublishSubject<Int>()
    let task = Task { await drain(subject.values) }
    // Wait until the consumer's subscription exists, then cancel it.
    while !subject.hasObservers { await Task.yield() }
    task.cancel()
    let (elements, error) = await task.value
    subject.onNext(1)
    #expect(elements.isEmpty)
    #expect(error is CancellationError)
    #expect(!subject.hasObservers)
  }

  @Test("nothing of the bridge is left alive once the stream has ended", .enabled(if: Resources.isTracing))
  func noLeakAfterEnd() async {
    let tally = Resources.Tally()
    await Resources.$tally.withValue(tally) {
      let (elements, _) = await drain(Observable.from(1...3).values)
      #expect(elements == [1, 2, 3])
    }
    #expect(tally.created > 0)
    #expect(tally.alive == 0)
  }

  @Test("nothing of the bridge is left alive once the stream is dropped unread", .enabled(if: Resources.isTracing))
  func noLeakAfterDrop() {
    let tally = Resources.Tally()
    let subject = PublishSubject<Int>()
    Resources.$tally.withValue(tally) {
      let stream = subject.values
      subject.onNext(1)
      withExtendedLifetime(stream) {}
    }
    #expect(tally.created > 0)
    #expect(tally.alive == 0)
    #expect(!subject.hasObservers)
  }

  @Test("elements a producer thread sends while the consumer reads arrive all, in order")
  func producerOnAnotherThread() async {
    let subject = PublishSubject<Int>()
    let stream = subject.values  // subscribed before the producer starts
    let count = 10_000
    DispatchQueue.global().async {
      for n in 0..<count { subject.onNext(n) }
      subject.onCompleted()
    }
    let (elements, error) = await drain(stream)
    #expect(elements == Array(0..<count))
    #expect(error == nil)
  }

  @Test("a completion racing the consumer's cancellation ends the stream once, either way")
  func completionRacesCancellation() async {
    for _ in 0..<200 {
      let subject = PublishSubject<Int>()
      let stream = subject.values
      let task = Task { await drain(stream) }
      await withTaskGroup(of: Void.self) { group in
        group.addTask { subject.onCompleted() }
        group.addTask { task.cancel() }
      }
      let (elements, error) = await task.value
      #expect(elements.isEmpty)
      #expect(error == nil || error is CancellationError)
      #expect(!subject.hasObservers)
    }
  }
}
