import Dispatch
import StageSupport
import Step4_Sink
import Step6_Subjects
import Testing

@Suite("6.3 Many threads: a lock, a snapshot, and delivery outside the lock")
struct Stage6_3 {
  @Test("events sent from many threads at once all reach every subscriber")
  func sendsFromManyThreads() {
    for _ in 0..<20 {
      let subject = PublishSubject<Int>()
      let recorders = (0..<4).map { _ in EventRecorder<Int>() }
      for recorder in recorders { _ = subject.subscribe(recorder) }
      DispatchQueue.concurrentPerform(iterations: 200) { subject.on(.next($0)) }
      let counts = recorders.map { $0.events.count }
      #expect(counts == [200, 200, 200, 200])
      if counts != [200, 200, 200, 200] { break }
    }
  }

  @Test("subscribers joining and leaving on many threads while events are sent: the subject ends up empty")
  func subscribeAndDisposeFromManyThreads() {
    for _ in 0..<20 {
      let subject = PublishSubject<Int>()
      DispatchQueue.concurrentPerform(iterations: 64) { index in
        let subscription = subject.subscribe(EventRecorder<Int>())
        subject.on(.next(index))
        subscription.dispose()
      }
      #expect(!subject.hasObservers)
      let recorder = EventRecorder<Int>()
      _ = subject.subscribe(recorder)
      subject.on(.next(1))
      #expect(recorder.descriptions == ["next(1)"])
    }
  }

  @Test("of stop events sent from many threads at once, each subscriber hears exactly one")
  func oneStopFromManyThreads() {
    for _ in 0..<50 {
      let subject = PublishSubject<Int>()
      let recorder = EventRecorder<Int>()
      _ = subject.subscribe(recorder)
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        subject.on(index.isMultiple(of: 2) ? .completed : .error(TestError()))
      }
      let count = recorder.events.count
      #expect(count == 1)
      if count != 1 { break }
    }
  }
}
