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

  @Test("the check names every generated file that is missing or differs from what its template makes")
  func checkFindsStaleFiles() throws {
    let root = try scratchRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let generator = Generator(root: root)
    let paths = try generator.render().map(\.path)

    #expect(try generator.staleFiles() == paths)
    #expect(try generator.write() == paths)
    #expect(try generator.staleFiles() == [])

    let edited = root.appendingPathComponent("Sources/Appendix_Combining/ZipArity.swift")
    try (String(contentsOf: edited, encoding: .utf8) + "// edited by hand\n").write(
      to: edited, atomically: true, encoding: .utf8)
    #expect(try generator.staleFiles() == ["Sources/Appendix_Combining/ZipArity.swift"])
  }

  @Test("the committed arity files and their tests are what the templates make")
  func committedFilesAreUpToDate() throws {
    #expect(try Generator(root: Generator.packageRoot).staleFiles() == [], "run `swift run generate-arities`")
  }

  @Test("every family has one test per arity, two to eight")
  func oneTestPerArity() throws {
    let files = try Generator(root: Generator.packageRoot).render()
    for family in families {
      #expect(family.arities == 2...8, "\(family.name)")
      let tests = try #require(files.first { $0.path == family.tests.path }).text
      let names = family.arities.map { "\(family.name) of \(word($0)) " }
      #expect(names.allSatisfy { tests.contains("@Test(\"\($0)") }, "\(family.name)")
    }
  }

  @Test("every generated file opens with the command that makes it and the template it comes from")
  func headerSaysHowToRegenerate() throws {
    for file in try Generator(root: Generator.packageRoot).render() {
      let header = file.text.prefix { $0 != "\n" }
      #expect(header.contains("`swift run generate-arities`"), "\(file.path)")
      let template = families.flatMap { [$0.source, $0.tests] }.first { $0.path == file.path }!.templatePath
      #expect(file.text.contains(template), "\(file.path)")
      #expect(FileManager.default.fileExists(atPath: Generator.packageRoot.appendingPathComponent(template).path))
    }
  }
}
