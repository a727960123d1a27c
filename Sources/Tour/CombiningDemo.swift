import Appendix_Combining
import Appendix_Schedulers
import RxTest
import Step4_Sink
import Step5_Operators

/// The combining appendix's demo: marble diagrams of flatMap and its family, combineLatest, zip,
/// withLatestFrom, catch and retry, each drawn from a real run on a TestScheduler.
func combiningDemo(_ out: Transcript) {
  out.say("-- Marble diagrams drawn from real runs on a TestScheduler")
  out.say("(from tick 200, one frame per 10 ticks; ^ subscribed, ! disposed;")
  out.say(" an inner line shows what it sent while subscribed)")
  out.say("")
  flatMapFamily(out)
  combiners(out)
  errors(out)
}

/// One run of an operator on a source of inner sequences: the source sends 1 at 210 and 2 at 240,
/// and each element n maps to a cold sequence that sends n0 after 10 ticks, n1 after 30 and
/// completes after 40.
private struct InnerRun {
  let scheduler = TestScheduler(initialClock: 0)
  let xs: TestableObservable<Int>
  let inner: [Int: TestableObservable<Int>]

  init() {
    let scheduler = self.scheduler
    xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
    inner = [1, 2].reduce(into: [:]) { inner, n in
      inner[n] = scheduler.createColdObservable([.next(10, n * 10), .next(30, n * 10 + 1), .completed(40)])
    }
  }

  /// The inner sequence for `n`.
  func map(_ n: Int) -> Observable<Int> {
    inner[n]!.asObservable()
  }

  /// Runs `create`, then draws the source, each inner sequence as the operator saw it, and the result.
  func draw(_ out: Transcript, _ create: @escaping () -> Observable<Int>) {
    let observer = scheduler.start(create)
    var diagram = MarbleDiagram()
    diagram.add("xs", xs.recordedEvents)
    for n in [1, 2] {
      let sequence = inner[n]!
      guard let subscription = sequence.subscriptions.first else { continue }  // never subscribed
      let seen = sequence.recordedEvents
        .map { Recorded(time: $0.time + subscription.subscribe, value: $0.value) }
        .filter { $0.time < subscription.unsubscribe || $0.value.isStopEvent && $0.time == subscription.unsubscribe }
      diagram.add("inner \(n)", seen)
      diagram.add("", subscription: subscription)
    }
    diagram.add("result", observer.events)
    out.say(diagram.text)
  }
}

/// flatMap, flatMapLatest, concatMap and flatMapFirst on the same source and inner sequences.
private func flatMapFamily(_ out: Transcript) {
  var run = InnerRun()
  var xs = run.xs
  var inner = run.map
  run.draw(out) { out.run(code: "xs.flatMap { inner($0) }") { xs.flatMap { inner($0) } } }
  out.say("(both inner sequences at once; done when xs and both are)")
  out.say("")
  run = InnerRun()
  (xs, inner) = (run.xs, run.map)
  run.draw(out) { out.run(code: "xs.flatMapLatest { inner($0) }") { xs.flatMapLatest { inner($0) } } }
  out.say("(inner 1 is disposed when 2 arrives: 11 never comes)")
  out.say("")
  run = InnerRun()
  (xs, inner) = (run.xs, run.map)
  run.draw(out) { out.run(code: "xs.concatMap { inner($0) }") { xs.concatMap { inner($0) } } }
  out.say("(inner 2 waits in the queue until inner 1 completes)")
  out.say("")
  run = InnerRun()
  (xs, inner) = (run.xs, run.map)
  run.draw(out) { out.run(code: "xs.flatMapFirst { inner($0) }") { xs.flatMapFirst { inner($0) } } }
  out.say("(2 arrives while inner 1 runs: ignored, and inner 2 never subscribed)")
  out.say("")
}

/// Two hot sources on a fresh scheduler, for combineLatest, zip and withLatestFrom.
private struct PairRun {
  let scheduler = TestScheduler(initialClock: 0)
  let xs: TestableObservable<Int>
  let ys: TestableObservable<String>

  init() {
    xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
    ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(260)])
  }

  func draw(_ out: Transcript, _ create: @escaping () -> Observable<String>) {
    let observer = scheduler.start(create)
    var diagram = MarbleDiagram()
    diagram.add("xs", xs.recordedEvents)
    diagram.add("ys", ys.recordedEvents)
    diagram.add("result", observer.events)
    out.say(diagram.text)
  }
}

/// combineLatest, zip and withLatestFrom on the same two hot sources.
private func combiners(_ out: Transcript) {
  var run = PairRun()
  var (xs, ys) = (run.xs, run.ys)
  run.draw(out) {
    out.run(code: "Observable.combineLatest(xs, ys) { \"\\($0)\\($1)\" }") {
      Observable.combineLatest(xs, ys) { "\($0)\($1)" }
    }
  }
  out.say("(nothing until both have sent; then one result per element of either; done when both are)")
  out.say("")
  run = PairRun()
  (xs, ys) = (run.xs, run.ys)
  run.draw(out) {
    out.run(code: "Observable.zip(xs, ys) { \"\\($0)\\($1)\" }") { Observable.zip(xs, ys) { "\($0)\($1)" } }
  }
  out.say("(pairs by position: 3 has no partner; done when both are)")
  out.say("")
  run = PairRun()
  (xs, ys) = (run.xs, run.ys)
  run.draw(out) {
    out.run(code: "xs.withLatestFrom(ys) { \"\\($0)\\($1)\" }") { xs.withLatestFrom(ys) { "\($0)\($1)" } }
  }
  out.say("(only xs makes a result, with ys's latest; done when xs is)")
  out.say("")
}

private struct DemoError: Error, CustomStringConvertible {
  var description: String { "DemoError" }
}

/// catch and retry, on a cold source and on a hot one.
private func errors(_ out: Transcript) {
  var scheduler = TestScheduler(initialClock: 0)
  let xs = scheduler.createColdObservable([.next(10, 1), .error(20, DemoError(), Int.self)])
  let fallback = scheduler.createColdObservable([.next(10, 9), .completed(20)])
  var observer = scheduler.start {
    out.run(code: "xs.catch { _ in fallback.asObservable() }") { xs.catch { _ in fallback.asObservable() } }
  }
  var diagram = MarbleDiagram()
  diagram.add("result", observer.events)
  diagram.add("xs", subscription: xs.subscriptions[0])
  diagram.add("fallback", subscription: fallback.subscriptions[0])
  out.say(diagram.text)
  out.say("(xs is cold, -1-#; fallback is cold, -9-|)")
  out.say("")

  scheduler = TestScheduler(initialClock: 0)
  let cold = scheduler.createColdObservable([.next(10, 1), .error(20, DemoError(), Int.self)])
  observer = scheduler.start { out.run(code: "cold.retry(3)") { cold.retry(3) } }
  diagram = MarbleDiagram()
  diagram.add("result", observer.events)
  for (index, subscription) in cold.subscriptions.enumerated() {
    diagram.add("attempt \(index + 1)", subscription: subscription)
  }
  out.say(diagram.text)
  out.say("(cold is -1-#: each attempt runs it again from its start; the third error goes out)")
  out.say("")

  scheduler = TestScheduler(initialClock: 0)
  let hot = scheduler.createHotObservable([
    .next(210, 1), .error(220, DemoError()), .next(230, 2), .error(240, DemoError()), .next(250, 3),
  ])
  observer = scheduler.start(disposed: 260) { out.run(code: "hot.retry()") { hot.retry() } }
  diagram = MarbleDiagram()
  diagram.add("hot", hot.recordedEvents)
  diagram.add("result", observer.events)
  for (index, subscription) in hot.subscriptions.enumerated() {
    diagram.add("attempt \(index + 1)", subscription: subscription)
  }
  out.say(diagram.text)
  out.say("(a hot source repeats nothing: each attempt sees only what comes after it)")
}
