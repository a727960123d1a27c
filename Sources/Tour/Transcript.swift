/// Collects the lines a demo prints, so that the same demo can be shown on screen by `tour`
/// and compared line by line by a test.
final class Transcript {
  /// Every line said so far, in order.
  private(set) var lines: [String] = []

  /// Adds one line (or several, if `text` contains newlines).
  func say(_ text: String) {
    lines.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  /// Says `code`, then runs it. Every function of the tour that prints a line of code takes it as a
  /// `code:` argument right before the closure that runs it, and `TourTests` checks that the two
  /// are the same text: what the reader is shown is what ran.
  @discardableResult
  func run<Result>(code: String, _ body: () -> Result) -> Result {
    say(code)
    return body()
  }

  /// The transcript as `tour` prints it: the lines joined, with a final newline.
  var text: String { lines.map { $0 + "\n" }.joined() }
}
