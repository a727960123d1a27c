import Appendix_Schedulers
import Appendix_UIBindings
import RxTest
import Step4_Sink
import Step5_Operators
import Step6_Subjects

/// The UI bindings appendix's demo: relays that cannot end, a Driver and a Signal on the same
/// source as marble diagrams from real runs, a search field as a Driver, and drive(with:).
func uiBindingsDemo(_ out: Transcript) {
  relays(out)
  driverAndSignal(out)
  searchField(out)
  driveWith(out)
}

/// Says what the demo's handlers print, indented under the code that made them print it.
private struct Log {
  let out: Transcript

  func callAsFunction(_ line: String) {
    out.say("  " + line)
  }
}

/// A relay takes elements by `accept` and nothing else; a bound sequence's end goes nowhere.
private func relays(_ out: Transcript) {
  out.say("-- Relays: subjects that take elements and cannot end")
  out.say("(state is a BehaviorRelay(value: \"idle\"), taps a PublishRelay<Int>)")
  let log = Log(out: out)
  let state = BehaviorRelay(value: "idle")
  let taps = PublishRelay<Int>()
  _ = out.run(code: "state.subscribe(onNext: { log(\"state: \\($0)\") })") {
    state.subscribe(onNext: { log("state: \($0)") })
  }
  out.run(code: "state.accept(\"busy\")") { state.accept("busy") }
  out.run(code: "log(\"state.value is \\(state.value)\")") { log("state.value is \(state.value)") }
  _ = out.run(code: "taps.subscribe(onNext: { log(\"tap \\($0)\") })") { taps.subscribe(onNext: { log("tap \($0)") }) }
  _ = out.run(code: "Observable.of(1, 2).bind(to: taps)") { Observable.of(1, 2).bind(to: taps) }
  out.run(code: "taps.accept(3)") { taps.accept(3) }
  out.say("(of(1, 2) completed, but a relay cannot end: the completion went nowhere, and taps still works)")
  out.say("")
}

/// The same cold source as a Driver and as a Signal; A subscribes at 200, B at 225.
private func driverAndSignal(_ out: Transcript) {
  out.say("-- Driver and Signal: marble diagrams drawn from real runs on a TestScheduler")
  out.say("(SharingScheduler.mock puts the TestScheduler where the main scheduler would be;")
  out.say(" from tick 200, one frame per 10 ticks; xs is cold: -1-2-3-# from each subscription)")
  out.say("")
  for kind in ["Driver", "Signal"] {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let xs = scheduler.createColdObservable([
        .next(10, 1), .next(20, 2), .next(30, 3), .error(40, DemoError()),
      ])
      let shared: Observable<Int> =
        kind == "Driver"
        ? out.run(code: "xs.asDriver(onErrorJustReturn: 0)") { xs.asDriver(onErrorJustReturn: 0) }.asObservable()
        : out.run(code: "xs.asSignal(onErrorJustReturn: 0)") { xs.asSignal(onErrorJustReturn: 0) }.asObservable()
      let a = scheduler.createObserver(Int.self)
      let b = scheduler.createObserver(Int.self)
      scheduler.scheduleAt(200) { _ = shared.subscribe(a) }
      scheduler.scheduleAt(225) { _ = shared.subscribe(b) }
      scheduler.start()
      var diagram = MarbleDiagram()
      for subscription in xs.subscriptions {
        diagram.add("xs", subscription: subscription)
      }
      diagram.add("A", a.events)
      diagram.add("B", b.events)
      out.say(diagram.text)
    }
    out.say(
      kind == "Driver"
        ? "(one subscription to xs; the error became 0 and the end; B, at 225, first hears 2 again)"
        : "(the same, but B hears only what comes after it: nothing is replayed)")
    out.say("")
  }
}

/// A search field: typing debounced, and each query's results replacing the last ones.
private func searchField(_ out: Transcript) {
  out.say("-- A search field as a Driver: debounce on the sharing scheduler, then flatMapLatest")
  let scheduler = TestScheduler(initialClock: 0)
  SharingScheduler.mock(scheduler: scheduler) {
    let typed = scheduler.createHotObservable([
      .next(210, "r"), .next(230, "rx"), .next(250, "rxs"), .next(320, "rxsw"), .next(330, "rxswi"),
    ])
    /// Results for `query`, 20 ticks later: a stand-in for a request.
    func search(_ query: String) -> Driver<String> {
      Observable.just("[\(query)]").delay(.seconds(20), scheduler: scheduler).asDriver(onErrorJustReturn: "[]")
    }
    let results = out.run(
      code: "typed.asDriver(onErrorJustReturn: \"\").debounce(.seconds(30)).flatMapLatest { search($0) }"
    ) { typed.asDriver(onErrorJustReturn: "").debounce(.seconds(30)).flatMapLatest { search($0) } }
    let observer = scheduler.createObserver(String.self)
    scheduler.scheduleAt(200) { _ = results.drive(observer) }
    scheduler.start()
    var diagram = MarbleDiagram()
    diagram.add("typed", typed.recordedEvents)
    diagram.add("results", observer.events)
    out.say(diagram.text)
    out.say("(a search runs only after 30 ticks of quiet, and its results come 20 ticks later)")
  }
  out.say("")
}

/// drive(with:) hands the screen, held weakly, to the handler; nothing runs once it is gone.
private func driveWith(_ out: Transcript) {
  out.say("-- drive(with:): the screen held weakly, no [weak self]")
  out.say("(titles is a BehaviorRelay(value: \"Inbox\"), screen a Screen whose show(_:) prints)")
  final class Screen {
    let log: Log
    init(log: Log) { self.log = log }
    func show(_ title: String) { log("screen shows \(title)") }
  }
  let scheduler = TestScheduler(initialClock: 0)
  SharingScheduler.mock(scheduler: scheduler) {
    let titles = BehaviorRelay(value: "Inbox")
    var screen: Screen? = Screen(log: Log(out: out))
    _ = out.run(code: "titles.asDriver().drive(with: screen!, onNext: { screen, title in screen.show(title) })") {
      titles.asDriver().drive(with: screen!, onNext: { screen, title in screen.show(title) })
    }
    scheduler.advanceTo(210)
    out.run(code: "titles.accept(\"Sent\")") { titles.accept("Sent") }
    scheduler.advanceTo(220)
    out.run(code: "screen = nil") { screen = nil }
    out.run(code: "titles.accept(\"Drafts\")") { titles.accept("Drafts") }
    scheduler.advanceTo(230)
    out.say("  (nothing shown: the screen is gone, and the binding did not keep it)")
  }
}

/// The error the demo's source ends with.
private struct DemoError: Error {}
