import Appendix_Concurrency
import RxTestSupport
import Step4_Sink
import Step6_Subjects
import Testing

/// A fast producer and a slow consumer: each step the producer sends `burst` elements and the
/// consumer takes one. Returns how many elements waited in the stream's buffer after each step,
/// and what the consumer got once the producer completed.
private func run(
  steps: Int, burst: Int,
  _ values: (PublishSubject<Int>) -> AsyncThrowingStream<Int, any Error>
) async throws -> (waiting: [Int], taken: [Int], rest: [Int]) {
  let subject = PublishSubject<Int>()
  var iterator = values(subject).makeAsyncIterator()
  var sent = 0
  var taken: [Int] = []
  var waiting: [Int] = []
  for _ in 0..<steps {
    for _ in 0..<burst {
      subject.onNext(sent)
      sent += 1
    }
    if let element = try await iterator.next() { taken.append(element) }
    waiting.append(sent - taken.count)
  }
  subject.onCompleted()
  var rest: [Int] = []
  while let element = try await iterator.next() { rest.append(element) }
  return (waiting, taken, rest)
}

@Suite("The buffer between the pushing Observable and the pulling task")
struct BufferTests {
  // snippet: unbounded-test
  @Test("the unbounded buffer grows by what the producer sends beyond what the consumer takes")
  func unboundedGrows() async throws {
    let (waiting, taken, rest) = try await run(steps: 100, burst: 10) { $0.values }
    #expect(waiting.first == 9)
    #expect(waiting.last == 900)  // 1,000 sent, 100 taken: 900 elements held in memory
    #expect(taken == Array(0..<100))
    #expect(rest == Array(100..<1000))  // every one of them still arrives, in order
  }
  // snippet: end

  @Test("bufferingNewest(n) keeps the last n elements and drops the older ones")
  func newest() async throws {
    let (_, taken, rest) = try await run(steps: 100, burst: 10) { $0.values(bufferingPolicy: .bufferingNewest(5)) }
    #expect(taken.count == 100)
    #expect(taken.first == 5)  // of 0...9 only 5...9 were kept
    #expect(taken.last == 995)  // the last step kept 995...999 and took the first of them
    #expect(rest == Array(996..<1000))
  }

  @Test("bufferingOldest(n) keeps the first n elements and drops the newer ones")
  func oldest() async throws {
    let (_, taken, rest) = try await run(steps: 100, burst: 10) { $0.values(bufferingPolicy: .bufferingOldest(5)) }
    #expect(taken.count == 100)
    #expect(Array(taken.prefix(2)) == [0, 1])
    #expect(rest.count == 4)  // the 5 kept at the last step, minus the one taken
  }

  @Test("a bounded buffer never drops the error that ends the stream")
  func errorNeverDropped() async {
    let subject = PublishSubject<Int>()
    let stream = subject.values(bufferingPolicy: .bufferingNewest(2))
    for n in 1...10 { subject.onNext(n) }
    subject.onError(TestError())
    let (elements, error) = await drain(stream)
    #expect(elements == [9, 10])
    #expect(error as? TestError == TestError())
  }

  @Test("the unbounded buffer loses nothing and reorders nothing, even the error behind the elements")
  func nothingLost() async {
    let subject = PublishSubject<Int>()
    let stream = subject.values
    for n in 1...1000 { subject.onNext(n) }
    subject.onError(TestError())
    subject.onNext(1001)  // after the stop event: the subject's stop rule drops it
    let (elements, error) = await drain(stream)
    #expect(elements == Array(1...1000))
    #expect(error as? TestError == TestError())
  }

  @Test("a cancelled consumer still gets what waited in the buffer, then CancellationError")
  func cancelledConsumerDrains() async {
    let subject = PublishSubject<Int>()
    let stream = subject.values
    for n in 1...3 { subject.onNext(n) }
    let started = Gate()
    let task = Task {
      await started.wait()
      return await drain(stream)
    }
    task.cancel()
    started.open()
    let (elements, error) = await task.value
    #expect(elements == [1, 2, 3])
    #expect(error is CancellationError)
    #expect(!subject.hasObservers)
  }
}
