import Foundation
import Testing

@testable import Progress

@Suite("progress --reset: one skeleton file back, the learner's version saved")
struct ResetTests {
  /// A package with two steps' skeleton, `Sink.swift` in one and `Event.swift` in both, recorded
  /// in `skeleton-ids.txt`; with `git`, in a repository that holds their blobs, as a clone does.
  func package(git withGit: Bool = true) throws -> Scratch {
    let scratch = try Scratch()
    for path in ["Step3_Events/Event.swift", "Step4_Sink/Event.swift", "Step4_Sink/Sink.swift"] {
      try scratch.write("// skeleton of \(path)\n", to: "Sources/" + path)
    }
    if withGit {
      try #require(git(["init", "-q"], in: scratch.url) != nil)
      try #require(git(["add", "Sources"], in: scratch.url) != nil)
    }
    let recorded = try #require(currentSkeleton(in: scratch.url))
    try scratch.write(skeletonRecordText(recorded), to: skeletonRecordName)
    return scratch
  }

  @Test("an edited file gets the skeleton's text back, and the learner's text is saved under backups/")
  func resetSavesAndRestores() throws {
    let scratch = try package()
    try scratch.write("my own sink\n", to: "Sources/Step4_Sink/Sink.swift")
    let outcome = reset("Step4_Sink/Sink.swift", in: scratch.url, stamp: "stamp")
    let backup = scratch.url.appendingPathComponent("backups/stamp/Step4_Sink/Sink.swift")
    #expect(
      outcome == .reset(source: scratch.url.appendingPathComponent("Sources/Step4_Sink/Sink.swift"), backup: backup))
    #expect(scratch.read("Sources/Step4_Sink/Sink.swift") == "// skeleton of Step4_Sink/Sink.swift\n")
    #expect(scratch.read("backups/stamp/Step4_Sink/Sink.swift") == "my own sink\n")
  }

  @Test("a second reset with the same stamp never overwrites a saved version")
  func neverOverwritesABackup() throws {
    let scratch = try package()
    try scratch.write("first\n", to: "Sources/Step4_Sink/Sink.swift")
    _ = reset("Step4_Sink/Sink.swift", in: scratch.url, stamp: "stamp")
    try scratch.write("second\n", to: "Sources/Step4_Sink/Sink.swift")
    let outcome = reset("Step4_Sink/Sink.swift", in: scratch.url, stamp: "stamp")
    #expect(scratch.read("backups/stamp/Step4_Sink/Sink.swift") == "first\n")
    #expect(scratch.read("Sources/Step4_Sink/Sink.swift") == "second\n")
    if case .unknown = outcome {} else { Issue.record("expected a refusal, got \(outcome)") }
  }

  @Test("a file that is the skeleton's already is left alone, and nothing is saved")
  func unchangedFile() throws {
    let scratch = try package()
    let outcome = reset("Step4_Sink/Sink.swift", in: scratch.url, stamp: "stamp")
    #expect(outcome == .unchanged(scratch.url.appendingPathComponent("Sources/Step4_Sink/Sink.swift")))
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("backups").path))
  }

  @Test("a deleted file comes back")
  func deletedFile() throws {
    let scratch = try package()
    try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("Sources/Step4_Sink/Sink.swift"))
    let outcome = reset("Step4_Sink/Sink.swift", in: scratch.url, stamp: "stamp")
    #expect(outcome == .reset(source: scratch.url.appendingPathComponent("Sources/Step4_Sink/Sink.swift"), backup: nil))
    #expect(scratch.read("Sources/Step4_Sink/Sink.swift") == "// skeleton of Step4_Sink/Sink.swift\n")
  }

  @Test("a file is named by its path from anywhere, or by its name alone when only one step has it")
  func namesAFile() throws {
    let scratch = try package()
    #expect(skeletonFiles(matching: "Sink.swift", in: scratch.url) == ["Step4_Sink/Sink.swift"])
    #expect(
      skeletonFiles(matching: "chapters/build-along/Sources/Step3_Events/Event.swift", in: scratch.url) == [
        "Step3_Events/Event.swift"
      ])
    #expect(
      skeletonFiles(matching: "Event.swift", in: scratch.url) == ["Step3_Events/Event.swift", "Step4_Sink/Event.swift"])
    #expect(skeletonFiles(matching: "Step3_Events/Sink.swift", in: scratch.url) == [])
    #expect(skeletonFiles(matching: "Nothing.swift", in: scratch.url) == [])
  }

  @Test("the shipped text comes back even after the learner committed their own version")
  func afterACommit() throws {
    let scratch = try package()
    try scratch.write("my own sink\n", to: "Sources/Step4_Sink/Sink.swift")
    let identity = ["-c", "user.name=learner", "-c", "user.email=learner@example.com"]
    try #require(git(identity + ["commit", "-q", "-a", "-m", "mine"], in: scratch.url) != nil)
    _ = reset("Step4_Sink/Sink.swift", in: scratch.url, stamp: "stamp")
    #expect(scratch.read("Sources/Step4_Sink/Sink.swift") == "// skeleton of Step4_Sink/Sink.swift\n")
    #expect(scratch.read("backups/stamp/Step4_Sink/Sink.swift") == "my own sink\n")
  }

  @Test("without git the file is left as it is, nothing is saved, and the message says where to get it")
  func withoutGit() throws {
    let scratch = try package(git: false)
    try scratch.write("my own sink\n", to: "Sources/Step4_Sink/Sink.swift")
    let outcome = reset("Step4_Sink/Sink.swift", in: scratch.url, stamp: "stamp")
    guard case .unknown(let message) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(message.contains("not in a git clone") && message.contains("fresh download"))
    #expect(scratch.read("Sources/Step4_Sink/Sink.swift") == "my own sink\n")
    #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("backups").path))
  }

  @Test("the record lists what changed: an edited file, a missing one, one it does not know")
  func recordDrift() throws {
    let scratch = try package()
    let recorded = try #require(recordedSkeleton(in: scratch.url))
    #expect(skeletonDrift(recorded: recorded, current: try #require(currentSkeleton(in: scratch.url))) == [])
    try scratch.write("my own sink\n", to: "Sources/Step4_Sink/Sink.swift")
    try scratch.write("// new\n", to: "Sources/Step4_Sink/Extra.swift")
    try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("Sources/Step3_Events/Event.swift"))
    #expect(
      skeletonDrift(recorded: recorded, current: try #require(currentSkeleton(in: scratch.url))) == [
        "Sources/Step3_Events/Event.swift (missing)",
        "Sources/Step4_Sink/Extra.swift (not in skeleton-ids.txt)",
        "Sources/Step4_Sink/Sink.swift",
      ])
  }

  @Test("a record with a malformed line is refused, not half read")
  func malformedRecord() {
    #expect(
      parseSkeletonRecord("# comment\n\n\(String(repeating: "a", count: 40)) Step4_Sink/Sink.swift\n")?.count == 1)
    #expect(parseSkeletonRecord("abc Step4_Sink/Sink.swift\n") == nil)
    #expect(parseSkeletonRecord("\(String(repeating: "a", count: 40))\n") == nil)
  }

  @Test("the package's record names every file of Sources/Step*, the files the learner starts with")
  func recordCoversSources() throws {
    let recorded = try #require(recordedSkeleton(in: packageFolder)).map(\.path)
    var files: [String] = []
    for module in modules.values.sorted() {
      let sources = packageFolder.appendingPathComponent("Sources/\(module)").path
      files += try FileManager.default.contentsOfDirectory(atPath: sources).map { "\(module)/\($0)" }
    }
    #expect(recorded.sorted() == files.sorted())
  }
}
