import ChapterFormat
import Foundation

// `swift run chapter-format`: the chapter format (ChapterFormat, shared with the chapters check and
// the build-along's `progress`) for the docs tools, which are Python: they ask, it answers in JSON.
//
//   chapter-format markdown FILE…   each file's headings, fenced blocks and marker comments
//   chapter-format regions FILE…    each Swift file's `// snippet:` regions
//   chapter-format tests FILE…      each Swift file's `@Test` functions
//   chapter-format anchors TEXT…    each heading text's GitHub and DocC anchors
//   chapter-format serve            one request per line on standard input, one answer per line:
//                                   {"markdown": TEXT}, {"regions": TEXT, "file": NAME},
//                                   {"tests": TEXT} or {"anchors": [TEXT, …]}
//
// docs/chapterformat.py runs `serve` once per tool run and asks it everything.

/// A heading, as the tools read it.
struct HeadingAnswer: Encodable {
  let line: Int
  let level: Int
  let text: String
  /// GitHub's anchor, numbered when repeated.
  let anchor: String
  let docc: String
  let plain: String
}

/// A marker comment (`<!-- snippet: … -->`, `<!-- output: … -->`, `<!-- not compiled: … -->`).
struct MarkerAnswer: Encodable {
  let line: Int
  let kind: String
  var path: String?
  var region: String?
  var arguments: [String]?

  init?(_ kind: BlockKind, line: Int) {
    self.line = line
    switch kind {
    case .snippet(let path, let region): (self.kind, self.path, self.region) = ("snippet", path, region)
    case .output(let arguments): (self.kind, self.arguments) = ("output", arguments)
    case .notCompiled: self.kind = "not compiled"
    case .plain: return nil
    }
  }
}

/// A fenced block; `marker` is the comment just above it.
struct BlockAnswer: Encodable {
  let open: Int
  let close: Int
  let indent: String
  let info: String
  let language: String
  let marker: MarkerAnswer?
}

struct MarkdownAnswer: Encodable {
  let headings: [HeadingAnswer]
  let blocks: [BlockAnswer]
  /// Every marker comment outside fenced blocks, above a block or not.
  let markers: [MarkerAnswer]
}

struct RegionAnswer: Encodable {
  /// The lines of `// snippet: NAME` and of its `// snippet: end`, counting from 1.
  let marker: Int
  let end: Int
  /// The indentation its listing takes off.
  let indent: Int
  let body: [String]
}

struct TestAnswer: Encodable {
  let name: String
  let displayName: String?
  let function: String
  let types: [String]
  let line: Int
}

struct AnchorAnswer: Encodable {
  let text: String
  let github: String
  let docc: String
  let plain: String
}

func lines(_ text: String) -> [String] {
  var lines = text.components(separatedBy: "\n")
  if lines.last == "" { lines.removeLast() }
  return lines
}

func markdown(_ text: String) -> MarkdownAnswer {
  let lines = lines(text)
  let fenced = Markdown.fencedLines(lines)
  return MarkdownAnswer(
    headings: Markdown.headings(lines).map {
      HeadingAnswer(
        line: $0.line, level: $0.level, text: $0.text, anchor: $0.anchor, docc: Heading.doccAnchor($0.text),
        plain: Heading.plainText($0.text))
    },
    blocks: Markdown.blocks(lines).map {
      BlockAnswer(
        open: $0.openLine, close: $0.closeLine, indent: $0.indent, info: $0.info, language: $0.language,
        marker: MarkerAnswer($0.kind, line: $0.openLine - 1))
    },
    markers: lines.indices.compactMap { index in
      fenced.contains(index) ? nil : Markdown.marker(lines[index]).flatMap { MarkerAnswer($0, line: index + 1) }
    })
}

func regions(_ text: String, file: String) throws(MarkerError) -> [String: RegionAnswer] {
  try Regions.parse(lines(text), file: file).mapValues {
    RegionAnswer(marker: $0.markerLine, end: $0.endLine, indent: $0.indent, body: $0.body)
  }
}

func tests(_ text: String) -> [TestAnswer] {
  TestSource.tests(in: text).map {
    TestAnswer(name: $0.name, displayName: $0.displayName, function: $0.function, types: $0.types, line: $0.line)
  }
}

func anchors(_ texts: [String]) -> [AnchorAnswer] {
  texts.map {
    AnchorAnswer(
      text: $0, github: Heading.githubAnchor($0), docc: Heading.doccAnchor($0), plain: Heading.plainText($0))
  }
}

/// An answer as one line of JSON.
func json(_ value: some Encodable, pretty: Bool = false) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys]
  return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"error": "not encodable"}"#
}

struct Failure: Encodable {
  let error: String
}

/// The answer to one request of `serve`.
func answer(_ request: String) -> String {
  guard let object = try? JSONSerialization.jsonObject(with: Data(request.utf8)) as? [String: Any] else {
    return json(Failure(error: "a request is one JSON object per line"))
  }
  if let text = object["markdown"] as? String { return json(markdown(text)) }
  if let text = object["regions"] as? String {
    do {
      return json(["regions": try regions(text, file: object["file"] as? String ?? "(text)")])
    } catch {
      return json(Failure(error: error.description))
    }
  }
  if let text = object["tests"] as? String { return json(tests(text)) }
  if let texts = object["anchors"] as? [String] { return json(anchors(texts)) }
  return json(Failure(error: "unknown request: expected markdown, regions, tests or anchors"))
}

func read(_ path: String) -> String {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("chapter-format: cannot read \(path)\n".utf8))
    exit(1)
  }
  return text
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "serve":
  while let request = readLine(strippingNewline: true) {
    // Written at once, not buffered: the tool on the other end waits for each answer.
    FileHandle.standardOutput.write(Data((answer(request) + "\n").utf8))
  }
case "markdown":
  print(json(Dictionary(uniqueKeysWithValues: arguments.dropFirst().map { ($0, markdown(read($0))) }), pretty: true))
case "regions":
  do {
    var found: [String: [String: RegionAnswer]] = [:]
    for path in arguments.dropFirst() { found[path] = try regions(read(path), file: path) }
    print(json(found, pretty: true))
  } catch {
    FileHandle.standardError.write(Data("chapter-format: \(error.description)\n".utf8))
    exit(1)
  }
case "tests":
  print(json(Dictionary(uniqueKeysWithValues: arguments.dropFirst().map { ($0, tests(read($0))) }), pretty: true))
case "anchors":
  print(json(anchors(Array(arguments.dropFirst())), pretty: true))
default:
  FileHandle.standardError.write(
    Data("usage: chapter-format serve | markdown FILE… | regions FILE… | tests FILE… | anchors TEXT…\n".utf8))
  exit(2)
}
