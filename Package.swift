// swift-tools-version: 6.2
import PackageDescription

// Seven library modules, one per chapter. Steps 1-3 stand alone; Step 4 starts the real core,
// and Steps 5, 6 and 7 each build on the step before.
// Debug builds count the core's objects (see `Resources`); release builds compile the counting out.
let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

let package = Package(
  name: "RxFromScratch",
  // Synchronization (Atomic, Mutex) needs these releases; the tests need Swift 6.2 (exit tests).
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    // Each step is a library, so that the exercises package (chapters/exercises) can import it.
    .library(name: "Step1_Observer", targets: ["Step1_Observer"]),
    .library(name: "Step2_PullPush", targets: ["Step2_PullPush"]),
    .library(name: "Step3_Events", targets: ["Step3_Events"]),
    .library(name: "Step4_Sink", targets: ["Step4_Sink"]),
    .library(name: "Step5_Operators", targets: ["Step5_Operators"]),
    .library(name: "Step6_Subjects", targets: ["Step6_Subjects"]),
    .library(name: "Step7_Traits", targets: ["Step7_Traits"]),
    .executable(name: "tour", targets: ["Tour"]),
    .executable(name: "bench", targets: ["Bench"]),
    // Writes the arity files of zip and combineLatest, and their tests, from templates.
    .executable(name: "generate-arities", targets: ["GenerateArities"]),
    // The chapter format (headings, fences, regions, test names) as JSON, for the docs tools.
    .executable(name: "chapter-format", targets: ["ChapterFormatTool"]),
    // The appendix on schedulers, and the RxTest-style test support it comes with.
    .library(name: "Appendix_Schedulers", targets: ["Appendix_Schedulers"]),
    .library(name: "RxTest", targets: ["RxTest"]),
    // The appendix on combining sequences: flatMap and its family, combineLatest, zip, catch, retry.
    .library(name: "Appendix_Combining", targets: ["Appendix_Combining"]),
    // The fast core of the performance appendix: RxSwift's public names, a design of its own.
    .library(name: "Appendix_FastCore", targets: ["Appendix_FastCore"]),
    // The tests' helpers (EventRecorder, ManualSource, …), so that the exercises' tests use the same ones.
    .library(name: "RxTestSupport", targets: ["RxTestSupport"]),
    // The appendix on sharing one subscription: ReplaySubject, multicast, refCount, share.
    .library(name: "Appendix_Sharing", targets: ["Appendix_Sharing"]),
    // The appendix on Swift concurrency: values, await value, async create, MainScheduler.
    .library(name: "Appendix_Concurrency", targets: ["Appendix_Concurrency"]),
    // The appendix on the everyday operators: distinctUntilChanged, scan, debounce, throttle, amb, ….
    .library(name: "Appendix_Operators", targets: ["Appendix_Operators"]),
    // The appendix on the UI-facing types: relays, Driver and Signal (RxRelay and RxCocoa's traits).
    .library(name: "Appendix_UIBindings", targets: ["Appendix_UIBindings"]),
  ],
  targets: [
    .target(name: "Step1_Observer"),
    .target(name: "Step2_PullPush"),
    .target(name: "Step3_Events"),
    .target(name: "Step4_Sink", swiftSettings: traceResources),
    .target(name: "Step5_Operators", dependencies: ["Step4_Sink"], swiftSettings: traceResources),
    .target(name: "Step6_Subjects", dependencies: ["Step5_Operators"], swiftSettings: traceResources),
    .target(name: "Step7_Traits", dependencies: ["Step6_Subjects"], swiftSettings: traceResources),
    // The appendix adds schedulers to Step 7 and below without changing them; RxTest is its
    // virtual time and marble diagrams, a library of its own as in RxSwift.
    .target(name: "Appendix_Schedulers", dependencies: ["Step7_Traits"]),
    .target(name: "RxTest", dependencies: ["Appendix_Schedulers"]),
    .target(
      name: "Appendix_Combining",
      dependencies: ["Appendix_Schedulers", "Step7_Traits", "Step6_Subjects", "Step5_Operators", "Step4_Sink"],
      swiftSettings: traceResources),
    // The performance appendix's fast core: self-contained, it imports no step.
    .target(name: "Appendix_FastCore", swiftSettings: traceResources),
    .target(
      name: "Appendix_Sharing",
      dependencies: ["Appendix_Schedulers", "Step7_Traits", "Step6_Subjects", "Step5_Operators", "Step4_Sink"],
      swiftSettings: traceResources),
    .target(
      name: "Appendix_Concurrency",
      dependencies: ["Appendix_Schedulers", "Step7_Traits", "Step5_Operators", "Step4_Sink"],
      swiftSettings: traceResources),
    .target(
      name: "Appendix_Operators",
      dependencies: ["Appendix_Combining", "Appendix_Schedulers", "Step7_Traits", "Step5_Operators", "Step4_Sink"],
      swiftSettings: traceResources),
    .target(
      name: "Appendix_UIBindings",
      dependencies: [
        "Appendix_Operators", "Appendix_Sharing", "Appendix_Combining", "Appendix_Schedulers", "Step7_Traits",
        "Step6_Subjects", "Step5_Operators", "Step4_Sink",
      ],
      swiftSettings: traceResources),

    .executableTarget(
      name: "Tour",
      dependencies: [
        "Step1_Observer", "Step2_PullPush", "Step3_Events", "Step4_Sink",
        "Step5_Operators", "Step6_Subjects", "Step7_Traits", "Appendix_Schedulers", "RxTest", "Appendix_Combining",
        "Appendix_Sharing", "Appendix_Concurrency", "Appendix_Operators", "Appendix_UIBindings",
      ]),
    .executableTarget(
      name: "Bench",
      dependencies: [
        "Step5_Operators", "Step6_Subjects", "Appendix_Schedulers", "Appendix_FastCore", "Appendix_Combining",
        "Appendix_Sharing",
      ]),

    .executableTarget(name: "GenerateArities"),
    // How the chapters are read, in one place: the build-along's `progress` compiles the same folder,
    // so that the build-along, downloaded alone, has it too (CONTRIBUTING.md, "The chapter format").
    .target(name: "ChapterFormat", path: "chapters/build-along/Sources/Progress/ChapterFormat"),
    .executableTarget(name: "ChapterFormatTool", dependencies: ["ChapterFormat"]),

    .testTarget(name: "Step1_ObserverTests", dependencies: ["Step1_Observer"]),
    .testTarget(name: "Step2_PullPushTests", dependencies: ["Step2_PullPush"]),
    .testTarget(name: "Step3_EventsTests", dependencies: ["Step3_Events"]),
    // Test helpers shared by the tests of Steps 4 to 7, which all build on Step 4's core.
    .target(name: "RxTestSupport", dependencies: ["Step4_Sink"], path: "Tests/RxTestSupport"),
    .testTarget(name: "Step4_SinkTests", dependencies: ["Step4_Sink", "RxTestSupport"]),
    .testTarget(
      name: "Step5_OperatorsTests", dependencies: ["Step5_Operators", "Step4_Sink", "RxTestSupport"]),
    .testTarget(
      name: "Step6_SubjectsTests",
      dependencies: ["Step6_Subjects", "Step5_Operators", "Step4_Sink", "RxTestSupport"]),
    .testTarget(
      name: "Step7_TraitsTests",
      dependencies: ["Step7_Traits", "Step6_Subjects", "Step5_Operators", "Step4_Sink", "RxTestSupport"]),
    .testTarget(
      name: "Appendix_SchedulersTests",
      dependencies: ["Appendix_Schedulers", "RxTest", "Step7_Traits", "Step5_Operators", "Step4_Sink", "RxTestSupport"]),
    .testTarget(
      name: "Appendix_CombiningTests",
      dependencies: [
        "Appendix_Combining", "Appendix_Schedulers", "RxTest", "Step7_Traits", "Step6_Subjects", "Step5_Operators",
        "Step4_Sink", "RxTestSupport",
      ]),
    // The lesson's behaviour tests, compiled a second time against the fast core: the files are
    // links to the lesson's, and FAST_CORE chooses the import.
    .testTarget(
      name: "Appendix_FastCoreTests", dependencies: ["Appendix_FastCore"], swiftSettings: [.define("FAST_CORE")]),
    .testTarget(
      name: "Appendix_SharingTests",
      dependencies: [
        "Appendix_Sharing", "Appendix_Schedulers", "RxTest", "Step7_Traits", "Step6_Subjects", "Step5_Operators",
        "Step4_Sink", "RxTestSupport",
      ]),
    .testTarget(
      name: "Appendix_ConcurrencyTests",
      dependencies: [
        "Appendix_Concurrency", "Appendix_Schedulers", "RxTest", "Step7_Traits", "Step6_Subjects", "Step5_Operators",
        "Step4_Sink", "RxTestSupport",
      ]),
    .testTarget(
      name: "Appendix_OperatorsTests",
      dependencies: [
        "Appendix_Operators", "Appendix_Combining", "Appendix_Schedulers", "RxTest", "Step7_Traits", "Step6_Subjects",
        "Step5_Operators", "Step4_Sink", "RxTestSupport",
      ]),
    .testTarget(
      name: "Appendix_UIBindingsTests",
      dependencies: [
        "Appendix_UIBindings", "Appendix_Operators", "Appendix_Sharing", "Appendix_Combining", "Appendix_Schedulers",
        "RxTest", "Step7_Traits", "Step6_Subjects", "Step5_Operators", "Step4_Sink", "RxTestSupport",
      ]),
    .testTarget(name: "TourTests", dependencies: ["Tour"]),
    .testTarget(name: "GenerateAritiesTests", dependencies: ["GenerateArities"]),
    .testTarget(name: "ChapterFormatTests", dependencies: ["ChapterFormat"]),
    .testTarget(name: "ChaptersTests", dependencies: ["Tour", "ChapterFormat"]),
  ]
)
