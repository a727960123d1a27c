import Appendix_Schedulers
import RxTest
import Step4_Sink
import Step5_Operators

/// The appendix's demo: the trampoline's order, take(3) stopping an endless source, and marble
/// diagrams of map, filter, take, delay and observe(on:) drawn from real runs in virtual time.
func schedulersDemo(_ out: Transcript) {
  trampolineOrder(out)
  out.say("")
  endlessSourceTakesThree(out)
  out.say("")
  marbleDiagrams(out)
}

/// Work scheduled from inside running work waits until that work has returned.
private func trampolineOrder(_ out: Transcript) {
  out.say("-- The trampoline: work scheduled inside work runs after it, not inside it")
  let trampoline = CurrentThreadScheduler.instance
  _ = trampoline.schedule(()) { _ in
    out.say("outer starts")
    _ = trampoline.schedule(()) { _ in
      out.say("inner runs")
      return Disposables.create()
    }
    out.say("outer ends")
    return Disposables.create()
  }
  out.say("schedule returned")
}

/// The expression that never returns in chapter 5's core, made to stop.
private func endlessSourceTakesThree(_ out: Transcript) {
  out.say("-- take(3) on an endless source, subscribed on the trampoline, CurrentThreadScheduler.instance")
  var events: [String] = []
  let trampoline = CurrentThreadScheduler.instance
  let chain = out.run(code: "Observable.from(1..., scheduler: trampoline).take(3).subscribe(on: trampoline)") {
    Observable.from(1..., scheduler: trampoline).take(3).subscribe(on: trampoline)
  }
  _ = chain.subscribe { events.append("\($0)") }
  out.say("  " + events.joined(separator: ", "))
}

/// A hot test observable on a fresh `TestScheduler`, and a way to draw what an operator makes of it.
private struct MarbleRun {
  let scheduler = TestScheduler(initialClock: 0)
  let xs: TestableObservable<Int>

  init(_ events: [Recorded<Event<Int>>]) {
    xs = scheduler.createHotObservable(events)
  }

  /// Runs `create` with `start` (created at 100, subscribed at 200, disposed at 1000), then draws
  /// the source, the result and, if asked, when the source was subscribed to.
  @discardableResult
  func draw(
    _ out: Transcript, ticksPerFrame: Int = 10, showSubscription: Bool = false,
    _ create: @escaping () -> Observable<Int>
  ) -> TestableObserver<Int> {
    let observer = scheduler.start(create)
    var diagram = MarbleDiagram(ticksPerFrame: ticksPerFrame)
    diagram.add("source", xs.recordedEvents)
    diagram.add("result", observer.events)
    if showSubscription, let subscription = xs.subscriptions.first {
      diagram.add("subscribed", subscription: subscription)
    }
    out.say(diagram.text)
    return observer
  }
}

private let oneTwoThree: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)]

private struct DemoError: Error, CustomStringConvertible {
  var description: String { "DemoError" }
}

/// Each operator on the same hot source, on a TestScheduler, drawn from what the observer recorded.
private func marbleDiagrams(_ out: Transcript) {
  out.say("-- Marble diagrams drawn from real runs on a TestScheduler")
  out.say("(from tick 200, one frame per 10 ticks: - nothing happened, | completed, # error,")
  out.say(" (…) events in one frame)")
  out.say("")

  var run = MarbleRun(oneTwoThree)
  var xs = run.xs
  let observer = run.draw(out) { out.run(code: "xs.map { $0 * 10 }") { xs.map { $0 * 10 } } }
  out.say("(the same run, as a test sees it)")
  out.say("observer.events: " + observer.events.map(\.debugDescription).joined(separator: ", "))
  out.say("xs.subscriptions: " + xs.subscriptions.map(\.debugDescription).joined(separator: ", "))
  out.say("")

  run = MarbleRun(oneTwoThree)
  xs = run.xs
  run.draw(out) { out.run(code: "xs.filter { $0 != 2 }") { xs.filter { $0 != 2 } } }
  out.say("")

  run = MarbleRun(oneTwoThree)
  xs = run.xs
  run.draw(out, showSubscription: true) { out.run(code: "xs.take(2)") { xs.take(2) } }
  out.say("")

  run = MarbleRun(oneTwoThree)
  xs = run.xs
  var scheduler = run.scheduler
  run.draw(out) {
    out.run(code: "xs.delay(.seconds(30), scheduler: scheduler)") { xs.delay(.seconds(30), scheduler: scheduler) }
  }
  out.say("")

  run = MarbleRun([.next(210, 1), .next(230, 2), .error(250, DemoError())])
  xs = run.xs
  scheduler = run.scheduler
  run.draw(out) {
    out.run(code: "xs.delay(.seconds(30), scheduler: scheduler)") { xs.delay(.seconds(30), scheduler: scheduler) }
  }
  out.say("(the error is not delayed; 2, still waiting, never goes out)")
  out.say("")

  run = MarbleRun([.next(201, 1), .next(203, 2), .completed(205)])
  xs = run.xs
  scheduler = run.scheduler
  run.draw(out, ticksPerFrame: 1) { out.run(code: "xs.observe(on: scheduler)") { xs.observe(on: scheduler) } }
  out.say("(one frame per tick: each event one tick later, as the TestScheduler runs work due now")
  out.say(" at the next tick)")
}
