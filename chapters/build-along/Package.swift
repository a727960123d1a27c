// swift-tools-version: 6.2
import PackageDescription

// Build it yourself: Steps 3 to 7 of the course, written by you, checked stage by stage.
//
//   Sources/StepN_Name/   the skeletons you fill in: the course's public declarations, with bodies
//                         that do nothing useful yet, each marked `// TODO: chapter N, "Section"`
//   Tests/StepNStages/    the stage tests, one suite per stage, in the order the chapter builds things
//   Tests/ScriptCheck/    seeded scripts of operations, run against your code and a reference model
//   Sources/Progress/     `swift run progress`: runs the stages in order and says what to do next
//   Sources/Playground/   `swift run playground`: a scratch program on your Steps 4 to 7
//   Sources/PlaygroundStep3/  `swift run playground-3`: the same on your Step 3
//   skeleton-ids.txt      the git blob id of each skeleton file, which `progress --reset FILE` restores
//
// A package of its own, with no dependencies: nothing you write here touches the course's
// `Sources/` or its `swift test`. `progress` depends on no step, so it builds even while your code
// does not, and can show you the compiler's message.
//
// `BUILD_ALONG_USE_COURSE=1` builds every step from the course's own `Sources/` instead (then every
// stage passes); `BUILD_ALONG_USE_COURSE=3,4` does so for Steps 3 and 4 only, so that you can start
// at a later step. (SwiftPM reads the manifest again when the environment changes.)

/// The steps to build from the course's `Sources/` rather than from the skeletons here.
let courseSteps: Set<Int> = {
  let value = Context.environment["BUILD_ALONG_USE_COURSE"] ?? ""
  if value == "1" { return [3, 4, 5, 6, 7] }
  return Set(value.split(separator: ",").compactMap { Int($0.filter { $0 != " " }) })
}()

/// Debug builds count the core's objects (`Resources`), as in the course.
let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

/// The five steps: number, module, the step it imports.
let steps: [(number: Int, name: String, imports: [String])] = [
  (3, "Step3_Events", []),
  (4, "Step4_Sink", []),
  (5, "Step5_Operators", ["Step4_Sink"]),
  (6, "Step6_Subjects", ["Step5_Operators", "Step4_Sink"]),
  (7, "Step7_Traits", ["Step6_Subjects", "Step5_Operators", "Step4_Sink"]),
]

let package = Package(
  name: "BuildAlong",
  // As the course package: Synchronization (Atomic, Mutex) needs these releases.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .executable(name: "progress", targets: ["Progress"]),
    .executable(name: "playground", targets: ["Playground"]),
    .executable(name: "playground-3", targets: ["PlaygroundStep3"]),
  ],
  targets: [
    // No dependency on any step: it must build while a step does not.
    .executableTarget(name: "Progress"),
    // The seeded scripts every stage runs against a reference, and the reference itself: plain
    // Swift, no step, so that Step 3's stages can use them too.
    .target(name: "ScriptCheck", path: "Tests/ScriptCheck"),
    // The tests' helpers for Steps 4 to 7 (an event recorder, a counting disposable, …), complete.
    .target(name: "StageSupport", dependencies: ["Step4_Sink", "ScriptCheck"], path: "Tests/StageSupport"),
    // Scratch programs on your own modules; each says whose core it runs.
    .executableTarget(
      name: "Playground", dependencies: ["Step4_Sink", "Step5_Operators", "Step6_Subjects", "Step7_Traits"],
      swiftSettings: courseSteps.isSuperset(of: [4, 5, 6, 7]) ? [.define("COURSE_CORE")] : []),
    .executableTarget(
      name: "PlaygroundStep3", dependencies: ["Step3_Events"],
      swiftSettings: courseSteps.contains(3) ? [.define("COURSE_CORE")] : []),
    // The tests of `progress` itself (rules, hints, the chapters' tables, --reset, --watch), and of
    // the scripts' engine.
    .testTarget(name: "ProgressTests", dependencies: ["Progress", "ScriptCheck"]),
  ]
    + steps.flatMap { step in
      [
        Target.target(
          name: step.name,
          dependencies: step.imports.map { .target(name: $0) },
          path: courseSteps.contains(step.number) ? "course-sources/\(step.name)" : "Sources/\(step.name)",
          swiftSettings: step.number >= 4 ? traceResources : []),
        Target.testTarget(
          name: "Step\(step.number)Stages",
          dependencies: [.target(name: step.name), .target(name: "ScriptCheck")]
            + step.imports.map { .target(name: $0) }
            + (step.number >= 4 ? [.target(name: "StageSupport")] : [])),
      ]
    },
  swiftLanguageModes: [.v6]
)
