import Appendix_Sharing
import RxTest
import Step4_Sink
import Step5_Operators

/// The sharing appendix's demo: marble diagrams, from real runs on a TestScheduler, of two
/// subscribers with and without sharing, of a late subscriber after the source completed in each
/// scope, and of a subscriber who comes after everyone had left.
func sharingDemo(_ out: Transcript) {
  out.say("-- Marble diagrams drawn from real runs on a TestScheduler")
  out.say("(from tick 200, one frame per 10 ticks; a source line shows each subscription to it: ^ to !)")
  out.say("(the first four: xs is cold, each subscription to it sends --1-2-|; the last two: xs is hot)")
  out.say("")
  sideEffects(out)
  lateAfterCompletion(out)
  afterEveryoneLeft(out)
}

/// Two subscribers, A and B, to what `create` returns; A from `a`, B from `b` (until 1000 if no
/// end is given). Draws the source's subscriptions and what A and B received.
private struct SharingRun {
  let scheduler = TestScheduler(initialClock: 0)
  let xs: TestableObservable<Int>
  let hot: Bool

  /// A cold source, `--1-2-|` from each subscription; or a hot one, 1 to 4 at 210, 230, 250, 280.
  init(hot: Bool) {
    self.hot = hot
    xs =
      hot
      ? scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .next(280, 4)])
      : scheduler.createColdObservable([.next(20, 1), .next(40, 2), .completed(60)])
  }

  func draw(
    _ out: Transcript, a: (TestTime, TestTime), b: (TestTime, TestTime), _ create: () -> Observable<Int>
  ) {
    let sequence = create()
    let (observerA, observerB) = (scheduler.createObserver(Int.self), scheduler.createObserver(Int.self))
    var subscriptions: [String: any Disposable] = [:]
    scheduler.scheduleAt(a.0) { subscriptions["A"] = sequence.subscribe(observerA) }
    scheduler.scheduleAt(a.1) { subscriptions["A"]?.dispose() }
    scheduler.scheduleAt(b.0) { subscriptions["B"] = sequence.subscribe(observerB) }
    scheduler.scheduleAt(b.1) { subscriptions["B"]?.dispose() }
    scheduler.start()
    var diagram = MarbleDiagram()
    if hot {
      diagram.add("xs", xs.recordedEvents)
    }
    for subscription in xs.subscriptions {
      diagram.add(hot ? "" : "xs", subscription: subscription)
    }
    diagram.add("A", observerA.events)
    diagram.add("B", observerB.events)
    out.say(diagram.text)
  }
}

/// Without sharing each subscriber runs the source, and every operator before it, for itself.
private func sideEffects(_ out: Transcript) {
  var effects = 0
  func effect(_ element: Int) -> Int {
    effects += 1
    return element
  }
  var run = SharingRun(hot: false)
  var xs = run.xs
  run.draw(out, a: (200, 1000), b: (210, 1000)) { out.run(code: "xs.map { effect($0) }") { xs.map { effect($0) } } }
  out.say("(two subscriptions to xs: the effect ran \(effects) times for 2 elements)")
  out.say("")
  effects = 0
  run = SharingRun(hot: false)
  xs = run.xs
  run.draw(out, a: (200, 1000), b: (210, 1000)) {
    out.run(code: "xs.map { effect($0) }.share()") { xs.map { effect($0) }.share() }
  }
  out.say("(one subscription to xs: the effect ran \(effects) times, and B hears what A hears)")
  out.say("")
}

/// B subscribes at 280, after xs completed at 260.
private func lateAfterCompletion(_ out: Transcript) {
  var run = SharingRun(hot: false)
  var xs = run.xs
  run.draw(out, a: (200, 1000), b: (280, 1000)) { out.run(code: "xs.share(replay: 1)") { xs.share(replay: 1) } }
  out.say("(.whileConnected: the connection ended with xs, so B starts a new one and xs runs again)")
  out.say("")
  run = SharingRun(hot: false)
  xs = run.xs
  run.draw(out, a: (200, 1000), b: (280, 1000)) {
    out.run(code: "xs.share(replay: 1, scope: .forever)") { xs.share(replay: 1, scope: .forever) }
  }
  out.say("(.forever: the one subject remembers 2 and the end; xs is never subscribed again)")
  out.say("")
}

/// A leaves at 240; B comes at 260, when nobody is subscribed, to a hot source.
private func afterEveryoneLeft(_ out: Transcript) {
  var run = SharingRun(hot: true)
  var xs = run.xs
  run.draw(out, a: (200, 240), b: (260, 300)) { out.run(code: "xs.share(replay: 1)") { xs.share(replay: 1) } }
  out.say("(.whileConnected: B's new connection starts empty; B hears only what comes after it)")
  out.say("")
  run = SharingRun(hot: true)
  xs = run.xs
  run.draw(out, a: (200, 240), b: (260, 300)) {
    out.run(code: "xs.share(replay: 1, scope: .forever)") { xs.share(replay: 1, scope: .forever) }
  }
  out.say("(.forever: B reconnects, but first hears 2, a stale element from A's connection)")
}
