import Foundation
import Testing

@testable import Progress

@Suite("progress --reset: one skeleton file back, the learner's version saved")
struct ResetTests {
  /// A package with two steps' skeleton, `Sink.swift` in one and `Event.swift` in both.
  func package() throws -> Scratch {
    let scratch = try Scratch()
    for path in ["Step3_Events/Event.swift", "Step4_Sink/Event.swift", "Step4_Sink/Sink.swift"] {
      try scratch.write("// skeleton of \(path)\n", to: "skeleton/" + path)
      try scratch.write("// skeleton of \(path)\n", to: "Sources/" + path)
    }
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

  @Test("the package's skeleton copy is the skeleton: every file of Sources/Step* is in skeleton/")
  func skeletonCopyCoversSources() throws {
    for module in modules.values.sorted() {
      let sources = packageFolder.appendingPathComponent("Sources/\(module)").path
      let copy = packageFolder.appendingPathComponent("skeleton/\(module)").path
      let files = try FileManager.default.contentsOfDirectory(atPath: sources).sorted()
      #expect(try FileManager.default.contentsOfDirectory(atPath: copy).sorted() == files, "\(module)")
    }
  }
}
