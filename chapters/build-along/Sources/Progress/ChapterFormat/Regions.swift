import Foundation

// Source regions: the pieces of real code that chapters show.
//
//     // snippet: subscribe
//     public func subscribe(...) { ... }
//     // snippet: end
//
// Regions may nest; marker lines never appear in a listing, and a region is dedented so that a
// method inside a type reads naturally on its own.

/// A named region of a source file, ready to be shown as a listing.
public struct Region: Equatable, Sendable {
  public let name: String
  /// The first line of the region's body, counting from 1 (for messages).
  public let line: Int
  /// The lines of its markers, counting from 1: `// snippet: NAME` and its `// snippet: end`.
  public let markerLine: Int
  public let endLine: Int
  /// The indentation its listing takes off: what every non-blank line of the body shares.
  public let indent: Int
  /// The body without marker lines, dedented.
  public let body: [String]
}

/// What is wrong with a file's markers, if anything.
public struct MarkerError: Error, CustomStringConvertible, Sendable {
  public let description: String

  public init(description: String) {
    self.description = description
  }
}

public enum Regions {
  public static let marker = "// snippet: "

  /// The name a marker line opens (`end` closes), or nil for an ordinary line.
  public static func markerName(_ line: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix(marker) else { return nil }
    return String(trimmed.dropFirst(marker.count)).trimmingCharacters(in: .whitespaces)
  }

  /// Every region of `lines`, by name.
  public static func parse(_ lines: [String], file: String) throws(MarkerError) -> [String: Region] {
    var open: [(name: String, marker: Int, body: [String])] = []
    var regions: [String: Region] = [:]
    for (index, line) in lines.enumerated() {
      guard let name = markerName(line) else {
        for i in open.indices { open[i].body.append(line) }
        continue
      }
      if name == "end" {
        guard let last = open.popLast() else {
          throw MarkerError(description: "\(file):\(index + 1): '// snippet: end' without an open region")
        }
        regions[last.name] = Region(
          name: last.name, line: last.marker + 1, markerLine: last.marker, endLine: index + 1,
          indent: commonIndent(last.body), body: dedent(last.body))
      } else {
        guard !name.isEmpty, !name.contains(" ") else {
          throw MarkerError(description: "\(file):\(index + 1): a region name is one word")
        }
        guard regions[name] == nil, !open.contains(where: { $0.name == name }) else {
          throw MarkerError(description: "\(file):\(index + 1): region '\(name)' is defined twice")
        }
        open.append((name, index + 1, []))
      }
    }
    if let unclosed = open.last {
      throw MarkerError(description: "\(file):\(unclosed.marker): region '\(unclosed.name)' is never closed")
    }
    return regions
  }

  /// The whole file as a listing: every line but the markers.
  public static func wholeFile(_ lines: [String]) -> [String] {
    var body = lines.filter { markerName($0) == nil }
    while body.last?.isEmpty == true { body.removeLast() }
    return body
  }

  /// The indentation every non-blank line shares, in spaces.
  public static func commonIndent(_ lines: [String]) -> Int {
    lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix(while: { $0 == " " }).count }
      .min() ?? 0
  }

  /// Removes the indentation every non-blank line shares.
  public static func dedent(_ lines: [String]) -> [String] {
    let common = commonIndent(lines)
    return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(common)) }
  }
}
