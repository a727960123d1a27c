import Foundation
import Testing

@testable import Tour

@Suite("The tour command")
struct TourTests {
  @Test("with no argument, every step's demo runs in order under its heading")
  func everyStepInOrder() {
    let text = Tour.outcome(arguments: []).standardOutput
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("== Step ") }.map(String.init)
    #expect(headings == Demo.all.map(\.heading))
    #expect(Demo.all.map(\.step) == Array(1...7))
  }

  @Test("a step number runs that step's demo alone", arguments: 1...7)
  func oneStep(step: Int) {
    let outcome = Tour.outcome(arguments: ["\(step)"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.hasPrefix("== Step \(step): "))
    #expect(outcome.standardOutput.components(separatedBy: "== Step ").count == 2)
  }

  @Test("every demo prints the same thing each time it runs", arguments: 1...7)
  func deterministic(step: Int) {
    #expect(Tour.outcome(arguments: ["\(step)"]) == Tour.outcome(arguments: ["\(step)"]))
  }

  @Test("--list prints one line per step")
  func list() {
    let lines = Tour.outcome(arguments: ["--list"]).standardOutput.split(separator: "\n")
    #expect(lines.count == 7)
    #expect(lines.first?.hasPrefix("1  ") == true)
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
