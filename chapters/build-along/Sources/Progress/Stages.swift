/// One stage: a suite of tests, in the order the chapter builds things.
struct Stage {
  /// `4.3`: step and number.
  let id: String
  /// The suite's type, `Stage4_3`, in the test target `Step4Stages`.
  let suite: String
  /// The chapter's file in `chapters/`.
  let chapter: String
  /// The section of the chapter to read, as its heading says it.
  let section: String
  /// The files of the skeleton this stage checks, in `Sources/StepN_Name/`; a file of another
  /// step's module is named with its folder, `Step4_Sink/Bag+Rx.swift`.
  let files: [String]
  /// What the section alone does not say, printed with the stage when it fails.
  var note: String? = nil
  /// Other sections of the same chapter that the stage's files need.
  var alsoRead: [String] = []
  /// Sections of other chapters that the stage's files need: a file written early, taught later.
  var readElsewhere: [(chapter: String, section: String)] = []
  /// The stages of earlier steps whose files this stage's rules run (the bag under a subject, the
  /// sinks under an operator): when this stage fails, `progress` runs them first, where this
  /// invocation skipped them, and blames the first that fails (Blame.swift).
  var uses: [String] = []

  var step: Int { Int(id.prefix(while: { $0 != "." }))! }
  var testTarget: String { "Step\(step)Stages" }
}

/// The modules the steps build, by step.
let modules = [3: "Step3_Events", 4: "Step4_Sink", 5: "Step5_Operators", 6: "Step6_Subjects", 7: "Step7_Traits"]

/// What Step 5's operators run on: Step 4's observers, producers, sinks, `create` and `subscribe`.
let operatorFoundations = ["4.3", "4.4", "4.5", "4.6", "4.7"]
/// What Step 6's subjects run on: the bag, the observers and `subscribe`, and `map` in a chain.
let subjectFoundations = ["4.2", "4.3", "4.7", "5.1"]
/// What Step 7's traits run on: Step 4's core, and Step 5's `map`, `filter` and sources.
let traitFoundations = ["4.3", "4.4", "4.5", "4.6", "4.7", "5.1", "5.2", "5.4"]

/// Every stage of Steps 3 to 7, in order.
let stages: [Stage] = [
  Stage(
    id: "3.1", suite: "Stage3_1", chapter: "03-events.md", section: "Event: a value with its context",
    files: ["Event.swift"]),
  Stage(
    id: "3.2", suite: "Stage3_2", chapter: "03-events.md", section: "ObserverType: one method, `on(_:)`",
    files: ["ObserverType.swift"]),
  Stage(
    id: "3.3", suite: "Stage3_3", chapter: "03-events.md", section: "The stop rule, and why its flag is atomic",
    files: ["AnonymousObserver.swift"]),
  Stage(
    id: "3.4", suite: "Stage3_4", chapter: "03-events.md", section: "A closure, run once: `AnonymousDisposable`",
    files: ["Disposable.swift", "NopDisposable.swift", "AnonymousDisposable.swift"],
    alsoRead: ["Nothing to clean up: `Disposables.create()`"]),
  Stage(
    id: "3.5", suite: "Stage3_5", chapter: "03-events.md", section: "Many in one: `CompositeDisposable`",
    files: ["CompositeDisposable.swift"]),
  Stage(
    id: "3.6", suite: "Stage3_6", chapter: "03-events.md", section: "ObservableType and a naive Observable",
    files: ["ObservableType.swift", "Observable.swift"]),

  Stage(
    id: "4.1", suite: "Stage4_1", chapter: "04-sink.md", section: "AtomicInt: flags that several threads share",
    files: ["AtomicInt.swift"]),
  Stage(
    id: "4.2", suite: "Stage4_2", chapter: "04-sink.md", section: "A fresh core",
    files: ["AnonymousDisposable.swift", "Bag.swift", "CompositeDisposable.swift"],
    note: """
      `CompositeDisposable` keeps its children in a `Bag` (Bag.swift): write the bag first, from chapter \
      6's section «The Bag: keys that count» (the second Read: line), which needs nothing of chapter 6 \
      before it. This stage checks the bag's rules and the composite's.
      """,
    readElsewhere: [(chapter: "06-subjects.md", section: "The Bag: keys that count")]),
  Stage(
    id: "4.3", suite: "Stage4_3", chapter: "04-sink.md",
    section: "The observer side: ObserverBase, AnonymousObserver, AnyObserver",
    files: ["ObserverBase.swift", "AnonymousObserver.swift", "AnyObserver.swift"]),
  Stage(
    id: "4.4", suite: "Stage4_4", chapter: "04-sink.md", section: "Producer: subscribe, written once",
    files: ["Observable.swift", "Producer.swift", "Sink.swift", "SinkDisposer.swift"],
    note: """
      `Producer.subscribe` returns a `SinkDisposer`, whose own section comes later (stage 4.6). A first \
      version, which disposes what it was given, will do for now; stage 4.5's hello example ends inside \
      `run`, so that `dispose()` comes before `setSinkAndSubscription`, and there you remember that it \
      was disposed and dispose the sink and the subscription as soon as they arrive. Hold no lock while disposing them: \
      the sink's `dispose()` calls back into the disposer's. The trampoline, `CurrentThreadScheduler`, \
      comes complete: `subscribe` only asks it whether a schedule is required.
      """,
    alsoRead: ["The observable side: three small protocols and an abstract class"]),
  Stage(
    id: "4.5", suite: "Stage4_5", chapter: "04-sink.md", section: "Observable.create: the first Producer",
    files: ["Create.swift", "ObservableType.swift", "SinkDisposer.swift"],
    note: """
      The hello example completes inside `run`, so the sink disposes your `SinkDisposer` before \
      `setSinkAndSubscription` (see stage 4.4's note). `asObservable` wraps with `create`.
      """,
    alsoRead: ["The observable side: three small protocols and an abstract class"]),
  Stage(
    id: "4.6", suite: "Stage4_6", chapter: "04-sink.md",
    section: "SinkDisposer: when the source finishes before subscribe returns", files: ["SinkDisposer.swift"]),
  Stage(
    id: "4.7", suite: "Stage4_7", chapter: "04-sink.md", section: "subscribe with handlers, and onDisposed",
    files: ["Subscribe.swift", "BinaryDisposable.swift"]),
  Stage(id: "4.8", suite: "Stage4_8", chapter: "04-sink.md", section: "DisposeBag", files: ["DisposeBag.swift"]),

  Stage(
    id: "5.1", suite: "Stage5_1", chapter: "05-operators.md", section: "`map` as a Producer and a Sink",
    files: ["Map.swift"], uses: operatorFoundations),
  Stage(
    id: "5.2", suite: "Stage5_2", chapter: "05-operators.md", section: "`filter`", files: ["Filter.swift"],
    uses: operatorFoundations),
  Stage(
    id: "5.3", suite: "Stage5_3", chapter: "05-operators.md", section: "`take`", files: ["Take.swift", "Empty.swift"],
    note: "`take(0)` returns `Observable.empty()`, from the next section: write `empty` (Empty.swift) with it.",
    uses: operatorFoundations),
  Stage(
    id: "5.4", suite: "Stage5_4", chapter: "05-operators.md", section: "The sources",
    files: ["Just.swift", "ObservableSequence.swift", "Empty.swift", "Error.swift", "Never.swift"],
    uses: operatorFoundations),
  Stage(
    id: "5.5", suite: "Stage5_5", chapter: "05-operators.md", section: "The subscription chain",
    files: ["Map.swift", "Filter.swift", "Take.swift"], uses: operatorFoundations),

  Stage(
    id: "6.1", suite: "Stage6_1", chapter: "06-subjects.md", section: "A subject that remembers it has stopped",
    files: ["PublishSubject.swift", "SubscriptionDisposable.swift", "SubjectType.swift", "Step4_Sink/Bag+Rx.swift"],
    note:
      "`dispatch` lives beside the bag you wrote in stage 4.2, in Sources/Step4_Sink/Bag+Rx.swift:"
      + " it sends an event to a snapshot of the bag.",
    alsoRead: ["One object, two roles", "Unsubscribing: a disposable that knows the key", "The Bag: keys that count"],
    uses: subjectFoundations),
  Stage(
    id: "6.2", suite: "Stage6_2", chapter: "06-subjects.md",
    section: "Many threads: a lock, a snapshot, and delivery outside the lock",
    files: ["PublishSubject.swift"], uses: subjectFoundations),
  Stage(
    id: "6.3", suite: "Stage6_3", chapter: "06-subjects.md", section: "Calling back into a subject from a handler",
    files: ["PublishSubject.swift"], uses: subjectFoundations),
  Stage(
    id: "6.4", suite: "Stage6_4", chapter: "06-subjects.md", section: "BehaviorSubject: a subject with a current value",
    files: ["BehaviorSubject.swift"], uses: subjectFoundations),
  Stage(
    id: "6.5", suite: "Stage6_5", chapter: "06-subjects.md", section: "Subjects in a chain", files: [],
    uses: subjectFoundations),

  Stage(
    id: "7.1", suite: "Stage7_1", chapter: "07-traits.md", section: "Making a Single",
    files: ["PrimitiveSequence.swift", "Single.swift", "Maybe.swift", "Completable.swift"],
    alsoRead: ["Wrapping, not inheritance", "Never: a Completable cannot even say `next`"], uses: traitFoundations),
  Stage(
    id: "7.2", suite: "Stage7_2", chapter: "07-traits.md", section: "Subscribing: the first event wins",
    files: ["Single.swift", "Maybe.swift", "Completable.swift"], uses: traitFoundations),
  Stage(
    id: "7.3", suite: "Stage7_3", chapter: "07-traits.md", section: "Constructors and operators that keep the promise",
    files: ["Single.swift", "Maybe.swift", "Completable.swift", "MirroredOperators.swift"], uses: traitFoundations),
  Stage(
    id: "7.4", suite: "Stage7_4", chapter: "07-traits.md", section: "SerialDisposable: one slot, replaceable",
    files: ["SerialDisposable.swift"], uses: traitFoundations),
  Stage(
    id: "7.5", suite: "Stage7_5", chapter: "07-traits.md",
    section: "SingleAssignmentDisposable: set once, maybe after the end",
    files: ["SingleAssignmentDisposable.swift", "Hooks.swift"], uses: traitFoundations),
  Stage(
    id: "7.6", suite: "Stage7_6", chapter: "07-traits.md", section: "andThen: one job after another",
    files: ["AndThen.swift", "ConcatCompletable.swift"], uses: traitFoundations),
  Stage(
    id: "7.7", suite: "Stage7_7", chapter: "07-traits.md",
    section: "From an Observable to a trait: asSingle and asMaybe",
    files: ["AsSingle.swift", "AsMaybe.swift", "AsCompletable.swift"], alsoRead: ["And asCompletable?"],
    uses: traitFoundations),
]
