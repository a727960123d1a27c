/// One step's demo: the chapter's examples, run for real.
struct Demo: Sendable {
  /// The step number, 1 to 7; also the argument of `swift run tour N`.
  let step: Int
  /// The heading printed above the demo and listed by `tour --list`.
  let title: String
  /// Runs the demo, writing what it shows into the transcript.
  let run: @Sendable (Transcript) -> Void

  /// Every demo, in the order of the chapters.
  static let all: [Demo] = [
    Demo(step: 1, title: "Observer: when A changes, tell B", run: step1Demo),
    Demo(step: 2, title: "PullPush: the Observer pattern, pull and push", run: step2Demo),
    Demo(step: 3, title: "Events: Event, Disposable and a naive Observable", run: step3Demo),
    Demo(step: 4, title: "Sink: Producer, SinkDisposer and DisposeBag", run: step4Demo),
    Demo(step: 5, title: "Operators: map, filter, take, and the RxPrototype chain", run: step5Demo),
    Demo(step: 6, title: "Subjects: PublishSubject with a Bag", run: step6Demo),
    Demo(step: 7, title: "Traits: Single, Maybe, Completable and andThen", run: step7Demo),
  ]

  /// The heading line printed above this demo.
  var heading: String { "== Step \(step): \(title) ==" }

  /// What `tour` prints for this demo: the heading, then the demo's own lines.
  func transcript() -> Transcript {
    let out = Transcript()
    out.say(heading)
    run(out)
    return out
  }
}
