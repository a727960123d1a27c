/// One section of the tour: a chapter's examples, run for real.
struct Demo: Sendable {
  /// What selects this demo on the command line: `swift run tour 4`.
  let argument: String
  /// Where the demo belongs in the course: `Step 4`.
  let section: String
  /// What the demo shows; `tour --list` lists it beside the argument.
  let title: String
  /// Runs the demo, writing what it shows into the transcript.
  let run: @Sendable (Transcript) -> Void

  /// Every demo, in the order of the chapters.
  static let all: [Demo] = [
    Demo(argument: "1", section: "Step 1", title: "Observer: when A changes, tell B", run: step1Demo),
    Demo(argument: "2", section: "Step 2", title: "PullPush: the Observer pattern, pull and push", run: step2Demo),
    Demo(argument: "3", section: "Step 3", title: "Events: Event, Disposable and a naive Observable", run: step3Demo),
    Demo(argument: "4", section: "Step 4", title: "Sink: Producer, SinkDisposer and DisposeBag", run: step4Demo),
    Demo(argument: "5", section: "Step 5", title: "Operators: map, filter, take and the sources", run: step5Demo),
    Demo(
      argument: "5b", section: "Step 5b", title: "RxPrototype: every link is its own disposable", run: step5bDemo),
    Demo(argument: "6", section: "Step 6", title: "Subjects: PublishSubject with a Bag", run: step6Demo),
    Demo(argument: "7", section: "Step 7", title: "Traits: Single, Maybe, Completable and andThen", run: step7Demo),
    Demo(argument: "schedulers", section: "Appendix", title: "Schedulers and virtual time", run: schedulersDemo),
    Demo(argument: "combining", section: "Appendix", title: "Combining sequences", run: combiningDemo),
    Demo(argument: "sharing", section: "Appendix", title: "Sharing one subscription", run: sharingDemo),
    Demo(argument: "concurrency", section: "Appendix", title: "Rx meets Swift concurrency", run: concurrencyDemo),
    Demo(argument: "operators", section: "Appendix", title: "The everyday operators", run: operatorsDemo),
    Demo(argument: "ui", section: "Appendix", title: "Relays, Driver and Signal", run: uiBindingsDemo),
  ]

  /// The heading line printed above this demo.
  var heading: String { "== \(section): \(title) ==" }

  /// What `tour` prints for this demo: the heading, then the demo's own lines.
  func transcript() -> Transcript {
    let out = Transcript()
    out.say(heading)
    run(out)
    return out
  }
}
