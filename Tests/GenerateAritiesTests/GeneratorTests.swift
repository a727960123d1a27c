import Foundation
import Testing

@testable import GenerateArities

/// The arity generator: its table, and the check that `.ci/run` runs.
@Suite("The arity generator")
struct GeneratorTests {
  /// A package root of its own in a temporary folder, with the package's `.swift-format`.
  private func scratchRoot() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("generate-arities-test-\(UUID())")
    for folder in ["Sources/Appendix_Combining", "Tests/Appendix_CombiningTests"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(
      at: Generator.packageRoot.appendingPathComponent(".swift-format"),
      to: root.appendingPathComponent(".swift-format"))
    return root
  }

  @Test("the check names every generated file that is missing or differs, and its first differing line")
  func checkFindsStaleFiles() throws {
    let root = try scratchRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let generator = Generator(root: root)
    let paths = try generator.render().map(\.path)

    #expect(try generator.staleFiles() == paths)
    #expect(try generator.write() == paths)
    #expect(try generator.staleFiles() == [])

    let edited = root.appendingPathComponent("Sources/Appendix_Combining/ZipArity.swift")
    var lines = try String(contentsOf: edited, encoding: .utf8).components(separatedBy: "\n")
    let original = lines[9]
    lines[9] = "// edited by hand"
    try lines.joined(separator: "\n").write(to: edited, atomically: true, encoding: .utf8)
    #expect(
      try generator.differences() == [
        .init(path: "Sources/Appendix_Combining/ZipArity.swift", line: 10, onDisk: "// edited by hand", made: original)
      ])
  }

  @Test("the committed arity files and their tests are what the templates make")
  func committedFilesAreUpToDate() throws {
    let stale = try Generator(root: Generator.packageRoot).differences()
    #expect(stale == [], "run `swift run generate-arities`: \(stale.map(\.description).joined(separator: "; "))")
  }

  @Test("every family has one test per arity of the table, and its suite's title names the table's range")
  func oneTestPerArity() throws {
    let files = try Generator(root: Generator.packageRoot).render()
    for family in table {
      let tests = try #require(files.first { $0.path == family.tests.path }).text
      let names = family.arities.map { "\(family.name) of \(word($0)) " }
      #expect(names.allSatisfy { tests.contains("@Test(\"\($0)") }, "\(family.name)")
      #expect(tests.contains("of \(words(family.arities)) "), "\(family.name)")
    }
  }

  @Test("an arity added to the table alone is written in every file, its words and its title included")
  func anotherArityFromTheTable() throws {
    let upper = arities.upperBound + 1
    let wider = table.map {
      Family(
        name: $0.name, arities: $0.arities.lowerBound...upper, source: $0.source, tests: $0.tests, listings: $0.listings
      )
    }
    let files = try Generator(root: Generator.packageRoot, families: wider).render()
    let text = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
    #expect(text["Sources/Appendix_Combining/ZipArity.swift"]?.contains("final private class ZipSink\(upper)<") == true)
    #expect(text["Sources/Appendix_Combining/CombineLatestArity.swift"]?.contains("CombineLatest\(upper)(") == true)
    #expect(text["Sources/Appendix_Combining/PrimitiveSequenceZipArity.swift"]?.contains("E\(upper)>(") == true)
    let tests = text["Tests/Appendix_CombiningTests/ZipArityTests.swift"] ?? ""
    #expect(tests.contains("@Suite(\"zip of \(word(arities.lowerBound)) to \(word(upper)) sources\")"))
    #expect(tests.contains("@Test(\"zip of \(word(upper)) sources groups elements by position"))
  }

  @Test("a number is written in words as the comments and titles say it, and in digits from a hundred")
  func numbersInWords() {
    #expect(
      [2, 8, 9, 13, 20, 21, 99].map(word) == [
        "two", "eight", "nine", "thirteen", "twenty", "twenty-one", "ninety-nine",
      ])
    #expect(word(100) == "100")
    #expect(words(2...8) == "two to eight")
    #expect(words(3...3) == "three")
  }

  @Test("every generated file opens with the command that makes it and the template it comes from")
  func headerSaysHowToRegenerate() throws {
    for file in try Generator(root: Generator.packageRoot).render() {
      let header = file.text.prefix { $0 != "\n" }
      #expect(header.contains("`swift run generate-arities`"), "\(file.path)")
      let template = table.flatMap { [$0.source, $0.tests] }.first { $0.path == file.path }!.templatePath
      #expect(file.text.contains(template), "\(file.path)")
      #expect(FileManager.default.fileExists(atPath: Generator.packageRoot.appendingPathComponent(template).path))
    }
  }
}
