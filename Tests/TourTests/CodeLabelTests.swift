import Foundation
import Testing

/// The tour prints lines of code before what they do. Each is written once as a `code:` label and
/// once as the closure that runs; these tests keep the two the same text.
@Suite("The tour's code labels")
struct CodeLabelTests {
  static let tourFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Tour")

  static var tourFiles: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: tourFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test("every code label is the text of the closure it labels", arguments: tourFiles)
  func labelsMatchCode(file: String) throws {
    let source = try String(contentsOf: Self.tourFolder.appendingPathComponent(file), encoding: .utf8)
    for label in CodeLabels.find(in: source) {
      #expect(
        label.text == label.code,
        "Sources/Tour/\(file):\(label.line): the label says «\(label.text)» but the closure runs «\(label.code)»")
    }
  }

  @Test("the demos label their code: the check above has labels to check")
  func labelsExist() throws {
    let count = try Self.tourFiles.map { file in
      CodeLabels.find(in: try String(contentsOf: Self.tourFolder.appendingPathComponent(file), encoding: .utf8)).count
    }.reduce(0, +)
    #expect(count >= 20)
  }

  @Test("the label finder reads escapes and nested braces, and spots a label that does not match")
  func finderWorks() {
    let source = """
      out.run(code: "subject.onNext(\\"1\\")") { subject.onNext("1") }
      show(out, code: "Observable.just(4).map { $0 * 10 }") {
        Observable.just(4).map { $0 * 10 }
      }
      show(out, code: "alice.isFine = true") { alice.isFine = false }
      """
    let labels = CodeLabels.find(in: source)
    #expect(
      labels.map(\.text) == ["subject.onNext(\"1\")", "Observable.just(4).map { $0 * 10 }", "alice.isFine = true"])
    #expect(
      labels.map(\.code) == ["subject.onNext(\"1\")", "Observable.just(4).map { $0 * 10 }", "alice.isFine = false"])
    #expect(labels.map(\.line) == [1, 2, 5])
  }
}

/// Finds `code: "LABEL") { CODE }` in Swift source: the label, unescaped, and the closure's body
/// with its white space folded to single spaces.
enum CodeLabels {
  struct Label {
    let text: String
    let code: String
    let line: Int
  }

  static func find(in source: String) -> [Label] {
    let characters = Array(source)
    let marker = Array("code: \"")
    var labels: [Label] = []
    var index = 0
    while index + marker.count <= characters.count {
      guard Array(characters[index..<index + marker.count]) == marker else {
        index += 1
        continue
      }
      let line = characters[..<index].filter { $0 == "\n" }.count + 1
      var cursor = index + marker.count
      var text = ""
      while cursor < characters.count, characters[cursor] != "\"" {
        if characters[cursor] == "\\", cursor + 1 < characters.count {
          cursor += 1
        }
        text.append(characters[cursor])
        cursor += 1
      }
      // After the literal: `)`, white space, then the closure.
      cursor += 1
      while cursor < characters.count, characters[cursor] == ")" || characters[cursor].isWhitespace { cursor += 1 }
      guard cursor < characters.count, characters[cursor] == "{", let end = closingBrace(characters, from: cursor)
      else {
        labels.append(Label(text: text, code: "(no closure after the label)", line: line))
        index = cursor
        continue
      }
      let body = String(characters[(cursor + 1)..<end])
      labels.append(Label(text: text, code: fold(body), line: line))
      index = end
    }
    return labels
  }

  /// The index of the brace that closes the one at `open`, skipping braces inside string literals.
  static func closingBrace(_ characters: [Character], from open: Int) -> Int? {
    var depth = 0
    var inString = false
    var index = open
    while index < characters.count {
      let character = characters[index]
      if inString {
        if character == "\\" {
          index += 1
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "{" {
        depth += 1
      } else if character == "}" {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  static func fold(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
