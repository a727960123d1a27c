import Foundation

/// `swift run tour`: every step's demo in order; `tour N` one step; `tour --list` the steps.
@main
enum Tour {
  static let usage =
    "usage: tour [STEP | --list]   (STEP: \(Demo.all.map(\.argument).joined(separator: ", ")); no argument runs them all)"

  /// What the command prints for the given arguments, and its exit status.
  struct Outcome: Equatable {
    var standardOutput = ""
    var standardError = ""
    var status: Int32 = 0
  }

  /// Decides what to print; kept apart from `main` so that a test can call it.
  static func outcome(arguments: [String]) -> Outcome {
    if arguments.isEmpty {
      return Outcome(standardOutput: Demo.all.map { $0.transcript().text }.joined(separator: "\n"))
    }
    if arguments == ["--list"] {
      return Outcome(standardOutput: Demo.all.map { "\($0.argument)  \($0.title)\n" }.joined())
    }
    if arguments == ["--help"] || arguments == ["-h"] {
      return Outcome(standardOutput: usage + "\n")
    }
    if arguments.count == 1, let demo = Demo.all.first(where: { $0.argument == arguments[0] }) {
      return Outcome(standardOutput: demo.transcript().text)
    }
    return Outcome(standardError: usage + "\n", status: 2)
  }

  static func main() {
    let result = outcome(arguments: Array(CommandLine.arguments.dropFirst()))
    FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
    FileHandle.standardError.write(Data(result.standardError.utf8))
    exit(result.status)
  }
}
