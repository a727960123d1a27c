import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@Suite("Marble diagrams drawn from recorded events")
struct MarbleDiagramTests {
  @Test("a line of marbles shows elements, quiet frames, completion and errors")
  func oneLine() {
    let completes: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 2), .completed(250)]
    let fails: [Recorded<Event<Int>>] = [.next(210, 1), .error(230, TestError())]
    #expect(completes.marbles() == "-1-2-|")
    #expect(fails.marbles() == "-1-#")
    #expect(completes.marbles(start: 200, ticksPerFrame: 5) == "--1---2---|")
  }

  @Test("events in the same frame are grouped in parentheses")
  func sameFrame() {
    let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(220)]
    #expect(events.marbles() == "-1(2|)")
  }

  @Test("lines of one diagram stay aligned when an element is wider than a frame")
  func aligned() {
    var diagram = MarbleDiagram()
    diagram.add("source", [.next(210, 1), .next(220, 2), .completed(230)] as [Recorded<Event<Int>>])
    diagram.add("map", [.next(210, 10), .next(220, 20), .completed(230)] as [Recorded<Event<Int>>])
    #expect(diagram.text == "source  -1--2--|\nmap     -10-20-|")
  }

  @Test("a line's last entry may overhang: a group that ends one line does not stretch the others")
  func overhang() {
    var diagram = MarbleDiagram()
    diagram.add("source", [.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)] as [Recorded<Event<Int>>])
    diagram.add("take(2)", [.next(210, 1), .next(230, 2), .completed(230)] as [Recorded<Event<Int>>])
    #expect(diagram.text == "source   -1-2-3-|\ntake(2)  -1-(2|)")
  }

  @Test("a subscription line shows ^ where it began and ! where it was disposed")
  func subscriptionLine() {
    var diagram = MarbleDiagram()
    diagram.add("source", [.next(210, 1), .next(230, 2), .completed(250)] as [Recorded<Event<Int>>])
    diagram.add("", subscription: Subscription(200, 230))
    diagram.add("late", subscription: Subscription(220))
    #expect(diagram.text == "source  -1-2-|\n        ^--!\nlate      ^---")
  }

  @Test("a subscription that ended before the diagram's first frame leaves its line empty")
  func subscriptionEndedBeforeStart() {
    var diagram = MarbleDiagram()
    diagram.add("source", [.next(210, 1), .completed(230)] as [Recorded<Event<Int>>])
    diagram.add("early", subscription: Subscription(100, 150))
    diagram.add("", subscription: Subscription(150, 200))
    #expect(diagram.text == "source  -1-|\nearly\n        (^!)")
  }

  // snippet: marble-test
  @Test(
    "take(2) drawn from a real run: the source is disposed as soon as the second element is through")
  func takeAsMarbles() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .next(250, 3), .completed(270),
    ])
    let observer = scheduler.start { xs.take(2) }

    #expect(xs.recordedEvents.marbles() == "-1-2-3-|")
    #expect(observer.events.marbles() == "-1-(2|)")
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }
  // snippet: end

  @Test("map, filter, delay and observe(on:) drawn from real runs")
  func operatorsAsMarbles() {
    func run(_ operation: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>) -> String {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
      return scheduler.start { operation(xs.asObservable(), scheduler) }.events.marbles()
    }
    #expect(run { xs, _ in xs.map { $0 * 10 } } == "-10-20-30-|")
    #expect(run { xs, _ in xs.filter { $0 != 2 } } == "-1---3-|")
    #expect(run { xs, scheduler in xs.delay(.seconds(30), scheduler: scheduler) } == "----1-2-3-|")
    // One tick later: invisible at ten ticks a frame, visible at one.
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(201, 1), .next(203, 2), .completed(205)])
    let observer = scheduler.start { xs.observe(on: scheduler) }
    #expect(observer.events.marbles(ticksPerFrame: 1) == "--1-2-|")
  }
}
