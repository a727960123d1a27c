import Foundation

// The build-along's skeleton files, as `progress --write-skeleton-ids` reads them before it records
// them: a body the learner writes is marked `// TODO: chapter N, "Section"` and holds nothing but
// the inert value it returns.

public enum SkeletonText {
  /// The `// TODO: chapter N, "Section"` bodies of a skeleton file: for each marker inside a body,
  /// the lines of code (not comments) of that body before it and after it. The skeleton's hold none
  /// before (but for a given `#if DEBUG` block) and at most one after (the inert value returned).
  public static func todoBodies(in text: String) -> [(line: Int, before: Int, after: Int)] {
    let lines = text.components(separatedBy: "\n")
    func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
    func isCode(_ line: String) -> Bool {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }
    // A marker at the start of a line stands for a whole file to write, in no body.
    let markers = lines.indices.filter { lines[$0].contains("// TODO: chapter") && indent(lines[$0]) > 0 }
    return markers.map { marker in
      let depth = indent(lines[marker])
      var after = 0
      var index = marker + 1
      while index < lines.count,
        lines[index].trimmingCharacters(in: .whitespaces).isEmpty || indent(lines[index]) >= depth
      {
        if isCode(lines[index]) { after += 1 }
        index += 1
      }
      // An `#if DEBUG` block before the marker is given (the debug builds' reentrancy check,
      // as in RxSwift), not the learner's code.
      var before = 0
      var inDebugBlock = false
      index = marker - 1
      while index >= 0, indent(lines[index]) >= depth, !lines[index].hasSuffix("{") {
        let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
        if trimmed == "#endif" {
          inDebugBlock = true
        } else if trimmed == "#if DEBUG" {
          inDebugBlock = false
        } else if isCode(lines[index]) && !inDebugBlock {
          before += 1
        }
        index -= 1
      }
      return (marker + 1, before, after)
    }
  }
}
