import Appendix_Operators
import Appendix_Schedulers
import RxTest
import Step4_Sink
import Step5_Operators
import Step6_Subjects

/// The everyday operators' demo: sinks that count and remember, marble diagrams of the time
/// operators and of the races, drawn from real runs on a TestScheduler, and `subscribe(with:)`
/// with an owner that goes away.
func operatorsDemo(_ out: Transcript) {
  countAndRemember(out)
  out.say("")
  timeOperators(out)
  out.say("")
  races(out)
  out.say("")
  withAnOwner(out)
}

/// Runs `chain` and says the events it sent, on one line.
private func show<Element>(_ out: Transcript, code: String, _ chain: () -> Observable<Element>) {
  var events: [String] = []
  _ = out.run(code: code, chain).subscribe { events.append("\($0)") }
  out.say("  " + events.joined(separator: ", "))
}

/// The sinks that keep a count or a memory, on sources that end at once.
private func countAndRemember(_ out: Transcript) {
  out.say("-- Sinks that count and sinks that remember")
  show(out, code: "Observable.of(1, 1, 2, 2, 3, 1).distinctUntilChanged()") {
    Observable.of(1, 1, 2, 2, 3, 1).distinctUntilChanged()
  }
  show(out, code: "Observable.of(1, 2, 3, 4).scan(0) { $0 + $1 }") { Observable.of(1, 2, 3, 4).scan(0) { $0 + $1 } }
  show(out, code: "Observable.of(1, 2, 3, 4).reduce(0) { $0 + $1 }") { Observable.of(1, 2, 3, 4).reduce(0) { $0 + $1 } }
  show(out, code: "Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 })") {
    Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 })
  }
  show(out, code: "Observable.of(1, 2, 5, 1).take(while: { $0 < 3 }, behavior: .inclusive)") {
    Observable.of(1, 2, 5, 1).take(while: { $0 < 3 }, behavior: .inclusive)
  }
  show(out, code: "Observable.of(\"a\", \"b\").element(at: 5)") { Observable.of("a", "b").element(at: 5) }
  show(out, code: "Observable.of(1, 2, 3, 4, 5).takeLast(2)") { Observable.of(1, 2, 3, 4, 5).takeLast(2) }
  show(out, code: "Observable<Int>.empty().ifEmpty(default: 0)") { Observable<Int>.empty().ifEmpty(default: 0) }
}

/// A hot source on a fresh `TestScheduler`, and a way to draw what an operator makes of it.
private struct MarbleRun<Element> {
  let scheduler = TestScheduler(initialClock: 0)
  let xs: TestableObservable<Element>
  let ys: TestableObservable<Element>

  init(_ xsEvents: [Recorded<Event<Element>>], _ ysEvents: [Recorded<Event<Element>>] = []) {
    xs = scheduler.createHotObservable(xsEvents)
    ys = scheduler.createHotObservable(ysEvents)
  }

  /// Runs `create` with `start` (created at 100, subscribed at 200, disposed at 1000), then draws
  /// xs, ys if it has events (`ysLabel`), the result and, with `subscriptions`, when xs and ys
  /// were subscribed to.
  func draw(
    _ out: Transcript, ysLabel: String = "ys", subscriptions: Bool = false,
    _ create: @escaping () -> Observable<Element>
  ) {
    let observer = scheduler.start(create)
    var diagram = MarbleDiagram()
    diagram.add("xs", xs.recordedEvents)
    if subscriptions {
      for subscription in xs.subscriptions { diagram.add("", subscription: subscription) }
    }
    if !ys.recordedEvents.isEmpty {
      diagram.add(ysLabel, ys.recordedEvents)
      if subscriptions {
        for subscription in ys.subscriptions { diagram.add("", subscription: subscription) }
      }
    }
    diagram.add("result", observer.events)
    out.say(diagram.text)
  }
}

/// A search field's keystrokes, a to f with two pauses, and what each time operator makes of them.
private func timeOperators(_ out: Transcript) {
  out.say("-- Sinks that wait on a scheduler: marble diagrams drawn from real runs on a TestScheduler")
  out.say("(from tick 200, one frame per 10 ticks; xs is the same hot source each time)")
  out.say("")
  let keystrokes: [Recorded<Event<String>>] = [
    .next(210, "a"), .next(220, "b"), .next(230, "c"), .next(280, "d"), .next(290, "e"), .next(350, "f"),
    .completed(400),
  ]
  var run = MarbleRun(keystrokes)
  var (xs, scheduler) = (run.xs, run.scheduler)
  run.draw(out) {
    out.run(code: "xs.debounce(.seconds(20), scheduler: scheduler)") { xs.debounce(.seconds(20), scheduler: scheduler) }
  }
  out.say("(each element waits 20 ticks; a newer one cancels the wait: only the last of a burst)")
  out.say("")
  run = MarbleRun(keystrokes)
  (xs, scheduler) = (run.xs, run.scheduler)
  run.draw(out) {
    out.run(code: "xs.throttle(.seconds(30), scheduler: scheduler)") { xs.throttle(.seconds(30), scheduler: scheduler) }
  }
  out.say("(at most one element per 30 ticks: the first at once, the latest when the time is up)")
  out.say("")
  run = MarbleRun(keystrokes)
  (xs, scheduler) = (run.xs, run.scheduler)
  run.draw(out) {
    out.run(code: "xs.throttle(.seconds(30), latest: false, scheduler: scheduler)") {
      xs.throttle(.seconds(30), latest: false, scheduler: scheduler)
    }
  }
  out.say("(latest: false drops what comes within 30 ticks of the last element sent)")
  out.say("")
  run = MarbleRun(keystrokes, [.next(250, "t"), .next(300, "t"), .next(360, "t"), .next(410, "t")])
  let ticks = run.ys
  xs = run.xs
  run.draw(out, ysLabel: "ticks") { out.run(code: "xs.sample(ticks)") { xs.sample(ticks) } }
  out.say("(at each tick, the latest element since the last tick; the completion waits for a tick)")
}

/// take(until:), skip(until:) and amb: a second subscription that stops, opens or wins.
private func races(_ out: Transcript) {
  out.say("-- Sinks that race: a second subscription stops, opens or wins")
  out.say("(^ subscribed, ! disposed)")
  out.say("")
  let source: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)]
  var run = MarbleRun(source, [.next(240, 0)])
  var (xs, ys) = (run.xs, run.ys)
  run.draw(out, subscriptions: true) { out.run(code: "xs.take(until: ys)") { xs.take(until: ys) } }
  out.say("(ys's first element completes the result and ends both subscriptions)")
  out.say("")
  run = MarbleRun(source, [.next(240, 0)])
  (xs, ys) = (run.xs, run.ys)
  run.draw(out, subscriptions: true) { out.run(code: "xs.skip(until: ys)") { xs.skip(until: ys) } }
  out.say("(ys's first element opens the gate, and ys is let go)")
  out.say("")
  run = MarbleRun(source, [.next(220, 10), .next(260, 20), .completed(280)])
  (xs, ys) = (run.xs, run.ys)
  run.draw(out, subscriptions: true) { out.run(code: "xs.amb(ys)") { xs.amb(ys) } }
  out.say("(xs sent first: it wins, and ys is disposed at that moment)")
}

/// A screen-like owner that goes away while its subscriptions still run.
private final class Screen {
  let name: String
  let out: Transcript

  init(name: String, out: Transcript) {
    self.name = name
    self.out = out
  }

  func show(_ value: Int) {
    out.say("  \(name) shows \(value)")
  }

  func caption(_ value: Int) -> String {
    "\(name) \(value)"
  }
}

/// `subscribe(with:)` and `withUnretained`: the owner is held weakly, and once it is gone, nothing
/// more reaches it.
private func withAnOwner(_ out: Transcript) {
  out.say("-- subscribe(with:) and withUnretained: no [weak self], no retain cycle")
  let subject = PublishSubject<Int>()
  var screen: Screen? = Screen(name: "search", out: out)
  _ = out.run(code: "subject.subscribe(with: screen!, onNext: { screen, value in screen.show(value) })") {
    subject.subscribe(with: screen!, onNext: { screen, value in screen.show(value) })
  }
  let captions = out.run(code: "subject.withUnretained(screen!).map { screen, value in screen.caption(value) }") {
    subject.withUnretained(screen!).map { screen, value in screen.caption(value) }
  }
  _ = captions.subscribe { event in out.say("  withUnretained: \(event)") }
  out.run(code: "subject.onNext(1)") { subject.onNext(1) }
  out.run(code: "screen = nil") { screen = nil }
  out.run(code: "subject.onNext(2)") { subject.onNext(2) }
}
