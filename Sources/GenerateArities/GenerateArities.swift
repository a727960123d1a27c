import Foundation

/// `swift run generate-arities` writes the arity files of `zip`, `combineLatest` and the traits'
/// `zip`, and their tests, from the templates in this folder; `--check` writes nothing and fails
/// when a committed file differs from what its template makes, naming the file and its first
/// differing line.
@main
struct GenerateArities {
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.allSatisfy({ $0 == "--check" }) else {
      fail("usage: \(Generator.command) [--check]")
    }
    let generator = Generator(root: Generator.packageRoot)
    do {
      if arguments.contains("--check") {
        let stale = try generator.differences()
        guard stale.isEmpty else {
          let files = stale.map { "stale: \($0)" }.joined(separator: "\n")
          fail("\(files)\nrun `\(Generator.command)` and commit the result")
        }
        print("generated files are up to date")
      } else {
        let written = try generator.write()
        print(written.isEmpty ? "nothing to write" : written.map { "wrote \($0)" }.joined(separator: "\n"))
      }
    } catch {
      fail("\(error)")
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
  }
}
