import Appendix_Operators
import Appendix_Schedulers
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `sample`: a sink that remembers the latest element until another sequence's tick takes it.
@Suite("sample")
struct SampleTests {
  @Test("sample sends, at each tick, the latest element since the last tick, and nothing at an idle tick")
  func latestPerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3)])
    let ticks = scheduler.createHotObservable([
      .next(230, "t"), .next(240, "t"), .next(260, "t"), .next(270, "t"),
    ])
    let observer = scheduler.start { xs.sample(ticks) }
    #expect(observer.events == [.next(230, 2), .next(260, 3)])
    #expect(observer.events.marbles() == "---2--3")
  }

  @Test("sample with a default value sends it at a tick that found no new element")
  func defaultValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ticks = scheduler.createHotObservable([.next(220, ()), .next(230, ())])
    let observer = scheduler.start { xs.sample(ticks, defaultValue: 0) }
    #expect(observer.events == [.next(220, 1), .next(230, 0)])
  }

  @Test("the source's completion waits for the next tick, which sends the latest element first")
  func completionWaitsForTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ticks = scheduler.createHotObservable([.next(240, ()), .next(250, ())])
    let observer = scheduler.start { xs.sample(ticks) }
    #expect(observer.events == [.next(240, 1), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ticks.subscriptions == [Subscription(200, 240)])
  }

  @Test("the sampler's completion is a last tick: it takes the latest element, and ends only the sampler")
  func samplerCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
    let ticks = scheduler.createHotObservable([.completed(220, Void.self)])
    let observer = scheduler.start { xs.sample(ticks) }
    #expect(observer.events == [.next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test("an error from either the source or the sampler ends sample at once")
  func errors() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
    let ticks = scheduler.createHotObservable([.next(220, ()), .next(240, ())])
    let ys = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let failingTicks = scheduler.createHotObservable([.error(220, TestError(), Void.self)])
    let sourceFails = scheduler.createObserver(Int.self)
    let samplerFails = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = xs.sample(ticks).subscribe(sourceFails)
      _ = ys.sample(failingTicks).subscribe(samplerFails)
    }
    scheduler.start()
    #expect(sourceFails.events == [.next(220, 1), .error(230, TestError())])
    #expect(samplerFails.events == [.error(220, TestError())])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }
}
