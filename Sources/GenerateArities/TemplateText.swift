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

/// A number in words, as the comments and test names say it: "two", "eight", "twenty-one"; from a
/// hundred on, in digits.
func word(_ number: Int) -> String {
  let small = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
  ]
  let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
  guard (0..<100).contains(number) else { return "\(number)" }
  if number < 20 { return small[number] }
  let (ten, one) = number.quotientAndRemainder(dividingBy: 10)
  return one == 0 ? tens[ten] : "\(tens[ten])-\(small[one])"
}

/// A range of arities in words, as a suite's title says it: "two to eight".
func words(_ arities: ClosedRange<Int>) -> String {
  arities.count == 1 ? word(arities.lowerBound) : "\(word(arities.lowerBound)) to \(word(arities.upperBound))"
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
