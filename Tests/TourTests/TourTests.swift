import Foundation
import Testing

@testable import Tour

@Suite("The tour command")
struct TourTests {
  /// The arguments that select one demo each: `1` to `7`, then any appendix.
  static let demoArguments = Demo.all.map(\.argument)

  @Test("with no argument, every demo runs in order under its heading")
  func everyDemoInOrder() {
    let text = Tour.outcome(arguments: []).standardOutput
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("== ") }.map(String.init)
    #expect(headings == Demo.all.map(\.heading))
  }

  @Test("the seven steps are there, in order, and no two demos share an argument")
  func stepsInOrder() {
    #expect(Self.demoArguments.filter { Int($0) != nil } == (1...7).map(String.init))
    #expect(Set(Self.demoArguments).count == Self.demoArguments.count)
  }

  @Test("an argument runs that demo alone, under its heading", arguments: demoArguments)
  func oneDemo(argument: String) throws {
    let demo = try #require(Demo.all.first { $0.argument == argument })
    let outcome = Tour.outcome(arguments: [argument])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.hasPrefix(demo.heading + "\n"))
    #expect(outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("== ") }.count == 1)
  }

  @Test("every demo prints the same thing each time it runs", arguments: demoArguments)
  func deterministic(argument: String) {
    #expect(Tour.outcome(arguments: [argument]) == Tour.outcome(arguments: [argument]))
  }

  @Test("--list prints one line per demo: its argument, then its title")
  func list() {
    let lines = Tour.outcome(arguments: ["--list"]).standardOutput.split(separator: "\n").map(String.init)
    #expect(lines == Demo.all.map { "\($0.argument)  \($0.title)" })
  }

  @Test(
    "a bad argument gets a one-line usage on standard error and exit status 2",
    arguments: [["0"], ["8"], ["four"], ["--verbose"], ["1", "2"], [""]])
  func badArguments(arguments: [String]) {
    let outcome = Tour.outcome(arguments: arguments)
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError == Tour.usage + "\n")
  }

  @Test("the built tour binary exits with status 2 and prints usage for a bad argument")
  func binaryRejectsBadArgument() throws {
    let result = try runTour(["nine"])
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("usage: tour"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test("the built tour binary prints exactly what the tests check")
  func binaryPrintsOutcome() throws {
    let result = try runTour(["3"])
    #expect(result == Tour.outcome(arguments: ["3"]))
  }

  /// Runs the `tour` executable that `swift test` builds next to the test bundle.
  func runTour(_ arguments: [String]) throws -> Tour.Outcome {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = folder.appendingPathComponent("tour")
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Tour.Outcome(standardOutput: outText, standardError: errText, status: process.terminationStatus)
  }
}
