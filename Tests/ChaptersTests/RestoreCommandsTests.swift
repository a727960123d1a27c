import Foundation
import Testing

/// A command that puts files back must put back the course's files and nothing else, from
/// whatever folder it runs in. A plain path is relative to the current folder: run from
/// `chapters/exercises`, where the learner works, `git checkout -- Sources` means that folder's
/// `Sources` and erases every solved exercise. `:/` starts a path at the repository's root.
@Suite("Restore commands")
struct RestoreCommandsTests {
  /// Everything that gives a reader commands: the README, the chapters, the hints, every other
  /// README under `chapters/` (the exercises', the build-along's, …), the build-along's hints, and
  /// CONTRIBUTING.
  static let files =
    PackageFiles.markdownFiles + readmes + PackageFiles.markdownFiles(in: "chapters/build-along/hints") + [
      "CONTRIBUTING.md"
    ]

  /// Every `README.md` under `chapters/` but the chapters' own, outside hidden folders such as `.build`.
  static var readmes: [String] {
    let chapters = PackageFiles.root.appendingPathComponent("chapters")
    let walker = FileManager.default.enumerator(
      at: chapters, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
    var found: [String] = []
    while let url = walker?.nextObject() as? URL {
      let relative = String(url.path.dropFirst(chapters.path.count + 1))
      if url.lastPathComponent == "README.md", relative != "README.md" { found.append("chapters/" + relative) }
    }
    return found.sorted()
  }

  @Test(
    "every git checkout or git restore a page gives names its paths from the repository's root", arguments: files)
  func restoresStartAtTheRoot(path: String) throws {
    let lines = try #require(PackageFiles.lines(path))
    for found in RestoreCommand.relativePaths(in: lines) {
      Issue.record(
        "\(path):\(found.line): `\(found.command)` restores \(found.path) relative to the current folder; write ':/\(found.path)'"
      )
    }
  }

  @Test("the pages checked include the exercises' and the build-along's READMEs")
  func readmesIncluded() {
    #expect(Self.files.contains("chapters/exercises/README.md"))
    #expect(Self.files.contains("chapters/build-along/README.md"))
  }

  @Test("the restore checker spots a path-relative restore and accepts one from the root")
  func checker() {
    let lines = [
      "Undo it with `git checkout -- Sources` (or `git restore --source=HEAD -- ':/Sources'`).",
      "```sh", "git restore Sources/Step4_Sink   # one step", "git checkout main", "```",
      "then `git checkout HEAD -- ':/Sources' \"chapters/x.md\"` and `git restore -- ':/chapters/exercises/Sources'`",
    ]
    let found = RestoreCommand.relativePaths(in: lines)
    #expect(found.map(\.path) == ["Sources", "Sources/Step4_Sink", "chapters/x.md"])
    #expect(found.map(\.line) == [1, 3, 6])
  }
}

/// The `git checkout` and `git restore` commands of a Markdown page, read as a shell would read them.
enum RestoreCommand {
  /// The paths of the page's restore commands that do not start at the repository's root, with
  /// the line and the command that give them.
  static func relativePaths(in lines: [String]) -> [(line: Int, command: String, path: String)] {
    guard let regex = try? NSRegularExpression(pattern: #"git\s+(checkout|restore)\b[^`#;&|]*"#) else { return [] }
    return lines.enumerated().flatMap { index, line -> [(line: Int, command: String, path: String)] in
      regex.matches(in: line, range: NSRange(line.startIndex..., in: line)).flatMap { match in
        let command = Range(match.range, in: line).map { String(line[$0]) } ?? ""
        let trimmed = command.trimmingCharacters(in: .whitespaces)
        return paths(of: trimmed).filter { !$0.hasPrefix(":/") }.map { (index + 1, trimmed, $0) }
      }
    }
  }

  /// The paths a `git checkout …` or `git restore …` command names: for `checkout`, what follows
  /// `--` (without it, the argument is a branch); for `restore`, what follows `--`, or else every
  /// argument that is not an option.
  static func paths(of command: String) -> [String] {
    let words = command.split(whereSeparator: \.isWhitespace).map { word in
      word.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
    }
    guard words.count > 2 else { return [] }
    let arguments = Array(words.dropFirst(2))
    if let dashes = arguments.firstIndex(of: "--") {
      return Array(arguments[(dashes + 1)...])
    }
    return words[1] == "restore" ? arguments.filter { !$0.hasPrefix("-") } : []
  }
}
