import ChapterFormat
import Foundation
import Testing

/// The build-along is a package of its own that depends on nothing, so it cannot import the
/// course's files: the few it needs whole are copies. These tests keep each copy identical to the
/// course's file, so that a change to one side fails here until the other follows.
@Suite("The build-along's copies of the course's files")
struct BuildAlongCopiesTests {
  static let buildAlong = "chapters/build-along/"

  /// The skeleton files given complete (no `// TODO`), each a copy of the course's file of the
  /// same path: the learner reads them, no stage asks for them.
  static let completeFiles = [
    "Step3_Events/Disposable.swift", "Step3_Events/Disposables.swift", "Step4_Sink/AbstractMethod.swift",
    "Step4_Sink/Cancelable.swift", "Step4_Sink/CurrentThreadScheduler.swift", "Step4_Sink/Disposable.swift",
    "Step4_Sink/Disposables.swift", "Step4_Sink/Event.swift", "Step4_Sink/Hooks.swift",
    "Step4_Sink/NopDisposable.swift", "Step4_Sink/ObservableConvertibleType.swift", "Step4_Sink/ObserverType.swift",
    "Step4_Sink/Resources.swift", "Step4_Sink/RxError.swift", "Step4_Sink/ScheduledItem.swift",
    "Step4_Sink/SynchronizationTracker.swift", "Step6_Subjects/SubjectType.swift", "Step7_Traits/Hooks.swift",
  ]

  /// The stage tests' helpers copied from the course's `Tests/RxTestSupport`.
  static let supportFiles = [
    "CountingDisposable.swift", "EventRecorder.swift", "LockedList.swift", "ManualSource.swift", "Threads.swift",
    "Token.swift", "UnhandledErrors.swift",
  ]

  /// A complete skeleton file as the course has it: without its leading `// Complete: …` comment
  /// (up to the first blank line), without marker lines, and with DocC's symbol links
  /// (` ``Sink`` `) as the plain code text the build-along, which has no documentation catalog,
  /// writes.
  static func comparable(_ lines: [String]) -> [String] {
    var body = lines
    if body.first?.hasPrefix("// Complete:") == true {
      body = Array(body.drop { !$0.isEmpty }.dropFirst())
    }
    return Regions.wholeFile(body).map { $0.replacingOccurrences(of: "``", with: "`") }
  }

  /// A test helper without its imports: the course's helpers choose the core (`#if FAST_CORE`), the
  /// build-along's import its Step 4.
  static func withoutImports(_ lines: [String]) -> [String] {
    Array(
      lines.drop {
        $0.isEmpty || $0.hasPrefix("import ") || $0.hasPrefix("#if FAST_CORE") || $0.hasPrefix("#else")
          || $0.hasPrefix("#endif") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
          || $0.trimmingCharacters(in: .whitespaces).hasPrefix("@testable import ")
      })
  }

  /// Where two copies first part, as `line N: «copy» / «course»`; nil when they are the same.
  static func firstDifference(_ copy: [String], _ course: [String]) -> String? {
    guard copy != course else { return nil }
    let line = zip(copy, course).prefix { $0 == $1 }.count
    let mine = line < copy.count ? copy[line] : "(end)"
    let theirs = line < course.count ? course[line] : "(end)"
    return "line \(line + 1) of what is compared: «\(mine)» where the course has «\(theirs)»"
  }

  @Test(
    "every complete skeleton file is the course's file, its header and marker lines aside", arguments: completeFiles)
  func completeFileIsTheCourses(file: String) throws {
    let copy = try #require(PackageFiles.lines(Self.buildAlong + "Sources/" + file))
    let course = try #require(PackageFiles.lines("Sources/" + file))
    let difference = Self.firstDifference(Self.comparable(copy), Self.comparable(course))
    #expect(difference == nil, "\(Self.buildAlong)Sources/\(file) differs from Sources/\(file): \(difference ?? "")")
  }

  @Test("every skeleton file without a TODO is listed as a complete copy, or is a placeholder")
  func everyCompleteFileIsListed() throws {
    let base = PackageFiles.root.appendingPathComponent(Self.buildAlong + "Sources")
    let files = try FileManager.default.contentsOfDirectory(atPath: base.path).filter { $0.hasPrefix("Step") }
      .flatMap { module in
        try FileManager.default.contentsOfDirectory(atPath: base.appendingPathComponent(module).path).map {
          "\(module)/\($0)"
        }
      }
    let complete = files.filter { file in
      let lines = PackageFiles.lines(Self.buildAlong + "Sources/" + file) ?? []
      return !file.hasSuffix("/Placeholder.swift") && !lines.contains { $0.contains("// TODO") }
    }
    #expect(complete.sorted() == Self.completeFiles.sorted())
  }

  @Test(
    "every helper the stage tests copy from RxTestSupport is the course's, its imports aside", arguments: supportFiles)
  func supportFileIsTheCourses(file: String) throws {
    let copy = try #require(PackageFiles.lines(Self.buildAlong + "Tests/StageSupport/" + file))
    let course = try #require(PackageFiles.lines("Tests/RxTestSupport/" + file))
    let difference = Self.firstDifference(Self.withoutImports(copy), Self.withoutImports(course))
    #expect(
      difference == nil,
      "\(Self.buildAlong)Tests/StageSupport/\(file) differs from Tests/RxTestSupport/\(file): \(difference ?? "")")
  }

  @Test("a stage rule named as a course test has the course test's body, or is a listed variant")
  func stageRulesMatchCourseTests() throws {
    let course = Dictionary(
      PackageFiles.swiftFiles.filter { $0.hasPrefix("Tests/") }.flatMap {
        TestBodies.parse(PackageFiles.lines($0) ?? [])
      }
      .map { ($0.name, [$0.body]) }, uniquingKeysWith: +)
    var stages: [(file: String, name: String, body: [String])] = []
    let base = PackageFiles.root.appendingPathComponent(Self.buildAlong + "Tests")
    for folder in try FileManager.default.contentsOfDirectory(atPath: base.path) where folder.hasSuffix("Stages") {
      for file in try FileManager.default.contentsOfDirectory(atPath: base.appendingPathComponent(folder).path) {
        let path = "\(Self.buildAlong)Tests/\(folder)/\(file)"
        stages += TestBodies.parse(PackageFiles.lines(path) ?? []).map { (path, $0.name, $0.body) }
      }
    }
    var identical = 0
    var variants: Set<String> = []
    for rule in stages {
      guard let bodies = course[rule.name] else { continue }
      if bodies.contains(rule.body) {
        identical += 1
        #expect(
          BuildAlongVariants.reasons[rule.name] == nil,
          "\(rule.file): «\(rule.name)» is the course's test again: remove it from BuildAlongVariants")
      } else {
        variants.insert(rule.name)
        #expect(
          BuildAlongVariants.reasons[rule.name] != nil,
          """
          \(rule.file): «\(rule.name)» differs from the course's test of that name: make the two bodies \
          the same, or list it in BuildAlongVariants with the reason
          """)
      }
    }
    #expect(identical > 0, "no stage rule has a course test's body: the reading of the tests is broken")
    for name in Set(BuildAlongVariants.reasons.keys).subtracting(variants).sorted() {
      Issue.record("BuildAlongVariants lists «\(name)», which is no longer a stage rule named as a course test")
    }
  }
}

/// The `@Test` functions of a file: each one's display name and its body, dedented.
enum TestBodies {
  static func parse(_ lines: [String]) -> [(name: String, body: [String])] {
    var tests: [(name: String, body: [String])] = []
    var index = 0
    while index < lines.count {
      guard lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("@Test") else {
        index += 1
        continue
      }
      // The attribute may wrap over several lines before the function; the body ends where the
      // function's braces close.
      let start = index
      while index < lines.count, !lines[index].contains("func ") { index += 1 }
      guard let name = TestIndex.firstStringLiteral(lines[start..<min(index + 1, lines.count)].joined(separator: " "))
      else { continue }
      var depth = 0
      var body: [String] = []
      var opened = false
      while index < lines.count {
        let balance = TestIndex.braceBalance(lines[index])
        if opened { body.append(lines[index]) }
        depth += balance
        if !opened, lines[index].contains("{") { opened = true }
        index += 1
        if opened, depth <= 0 { break }
      }
      tests.append((name, Regions.dedent(Array(body.dropLast()))))
    }
    return tests
  }
}
