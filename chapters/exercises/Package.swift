// swift-tools-version: 6.2
import PackageDescription

// The exercises of the course: a package of its own, so that nothing a learner writes here can
// break the course's own `swift test`. It depends on the course package (two folders up) by path.
//
// Per chapter with exercises there are two targets and three folders:
//   Sources/ChapterNN/        the starters: the files the learner edits (one per exercise)
//   Solutions/ChapterNN/      the reference solutions, the same file names as the starters
//   Tests/ChapterNNTests/     the tests: one file per exercise, `<Starter>Tests.swift`
// The tests of chapters 4 to 7, which all build on Step 4's core, use the course's own test helpers
// (the RxTestSupport product: an event recorder, a source driven by hand, a counting disposable) and
// Tests/ExerciseSupport (threads released together, and a time limit for awaited work).
// `EXERCISES_USE_SOLUTIONS=1` builds the solutions in place of the starters, under the same
// target names, so the same tests check both. (SwiftPM evaluates the manifest again whenever the
// environment changes, so the variable takes effect on the next command.)
//
// `EXERCISES_ONLY=Chapter01` (several names: `Chapter01,Chapter02`) builds those chapters alone,
// without the other chapters and the playgrounds, so that a file of another chapter that does not
// compile cannot stop them.
//
// To add a chapter's exercises: add one line to `chapters` below, and create the three folders.

/// Whether to build `Solutions/` instead of `Sources/`.
let useSolutions = Context.environment["EXERCISES_USE_SOLUTIONS"] == "1"

/// What the appendices' exercises import besides their own module: the core and the schedulers
/// appendix with its RxTest.
let appendixSteps = ["Appendix_Schedulers", "RxTest", "Step7_Traits", "Step5_Operators", "Step4_Sink"]

/// The chapters that have exercises, and the step modules their code and tests import.
let chapters: [(name: String, steps: [String])] = [
  ("Chapter01", ["Step1_Observer"]),
  ("Chapter02", ["Step2_PullPush"]),
  ("Chapter03", ["Step3_Events"]),
  ("Chapter04", ["Step4_Sink"]),
  ("Chapter05", ["Step5_Operators", "Step4_Sink"]),
  ("Chapter05b", ["Step5_Operators", "Step4_Sink"]),
  ("Chapter06", ["Step6_Subjects", "Step5_Operators", "Step4_Sink"]),
  ("Chapter07", ["Step7_Traits", "Step6_Subjects", "Step5_Operators", "Step4_Sink"]),
  ("AppendixCombining", ["Appendix_Combining"] + appendixSteps),
  ("AppendixSharing", ["Appendix_Sharing", "RxTest", "Step6_Subjects", "Step4_Sink"]),
  ("AppendixConcurrency", ["Appendix_Concurrency", "Step7_Traits", "Step5_Operators", "Step4_Sink"]),
  ("AppendixOperators", ["Appendix_Operators"] + appendixSteps),
  ("AppendixBindings", ["Appendix_UIBindings", "Appendix_Sharing", "Appendix_Combining"] + appendixSteps),
]

/// The chapters named in `EXERCISES_ONLY`, or nil when it is not set.
let only = Context.environment["EXERCISES_ONLY"].map { names in
  names.split(separator: ",").map { String($0.filter { $0 != " " }) }
}

/// The chapters this build compiles.
let built = only.map { names in chapters.filter { names.contains($0.name) } } ?? chapters

/// What each playground imports. Steps 1 to 3 and the core of Steps 4 to 7 (with the schedulers
/// appendix and its RxTest) each get a playground of their own: Step 3's `Observable`, `Event` and
/// `Disposable` share their names with the core's, and would be ambiguous in one program.
let firstSteps = ["Step1_Observer", "Step2_PullPush", "Step3_Events"]
let coreSteps = [
  "Step4_Sink", "Step5_Operators", "Step6_Subjects", "Step7_Traits", "Appendix_Schedulers", "RxTest",
  "Appendix_Combining",
  "Appendix_Sharing",
  "Appendix_Concurrency",
  "Appendix_Operators",
  "Appendix_UIBindings",
]

/// The course package's library products, named as target dependencies.
func steps(_ names: [String]) -> [Target.Dependency] {
  names.map { .product(name: $0, package: "RxFromScratch") }
}

/// The test helpers of the chapters built on Step 4's core, for the tests of those chapters.
func support(_ names: [String]) -> [Target.Dependency] {
  names.contains("Step4_Sink")
    ? [.target(name: "ExerciseSupport"), .product(name: "RxTestSupport", package: "RxFromScratch")] : []
}

let package = Package(
  name: "Exercises",
  // As the course package: Synchronization (Atomic, Mutex) needs these releases.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: only != nil
    ? []
    : [
      .executable(name: "playground-1-3", targets: ["PlaygroundSteps1to3"]),
      .executable(name: "playground", targets: ["Playground"]),
    ],
  dependencies: [
    .package(name: "RxFromScratch", path: "../..")
  ],
  targets: (only != nil
    ? []
    : [
      .executableTarget(name: "PlaygroundSteps1to3", dependencies: steps(firstSteps)),
      .executableTarget(name: "Playground", dependencies: steps(coreSteps)),
    ])
    + (built.contains { $0.steps.contains("Step4_Sink") }
      ? [.target(name: "ExerciseSupport", dependencies: steps(["Step4_Sink"]), path: "Tests/ExerciseSupport")] : [])
    + built.flatMap { chapter in
      [
        Target.target(
          name: chapter.name,
          dependencies: steps(chapter.steps),
          path: (useSolutions ? "Solutions/" : "Sources/") + chapter.name),
        Target.testTarget(
          name: chapter.name + "Tests",
          dependencies: [.target(name: chapter.name)] + steps(chapter.steps) + support(chapter.steps)),
      ]
    },
  swiftLanguageModes: [.v6]
)
