// The pieces the templates are made of, like the `<%= … %>` expressions of RxSwift's `.tt` files.
// Templates write each declaration on one line and leave the line breaks to swift-format.

/// `item(1)`, `item(2)`, … `item(count)`, joined by `separator`: `list(3) { "E\($0)" }` is
/// "E1, E2, E3".
func list(_ count: Int, separator: String = ", ", _ item: (Int) -> String) -> String {
  (1...count).map(item).joined(separator: separator)
}

/// One line per item: `list` joined by newlines.
func lines(_ count: Int, _ item: (Int) -> String) -> String {
  list(count, separator: "\n", item)
}

/// The arity in words, as the comments and test names say it: "two" … "eight".
func word(_ arity: Int) -> String {
  let words = [2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"]
  guard let word = words[arity] else { fatalError("no word for the arity \(arity): add it to `word(_:)`") }
  return word
}

/// `code`, marked as the region `name` when a chapter shows it.
func region(_ name: String?, _ code: String) -> String {
  guard let name else { return code }
  return "// snippet: \(name)\n\(code)\n// snippet: end"
}

/// A line break for two sources, a space for more: where the function that makes tuples breaks
/// before its arrow and its brace. With two sources its declaration just overflows one line, and
/// swift-format, left to itself, would break inside the tuple type; with more it breaks the
/// parameters instead, which reads well.
func breakForTwo(_ arity: Int) -> String { arity == 2 ? "\n" : " " }
