import Foundation
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import Appendix_Operators

/// `debug`: a sink that logs, then forwards.
@Suite("debug")
struct DebugTests {
  /// The lines `debug` writes while `body` runs, without their timestamps.
  static func lines(_ body: () -> Void) -> [String] {
    let lines = LockedList<String>()
    DebugOutput.$write.withValue({ lines.append($0) }, operation: body)
    return lines.items.map { line in
      // "2024-01-31 12:00:00.000: " is 25 characters.
      String(line.dropFirst(25))
    }
  }

  @Test("debug logs the subscription, each event and the disposal, and passes every event on")
  func logsAndForwards() {
    let recorder = EventRecorder<Int>()
    let lines = Self.lines {
      _ = Observable.of(1, 2).debug("numbers").subscribe(recorder)
    }
    #expect(recorder.descriptions == ["next(1)", "next(2)", "completed"])
    #expect(
      lines == [
        "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
        "numbers -> Event completed", "numbers -> isDisposed",
      ])
  }

  @Test("each debug line starts with the time, to the millisecond")
  func timestamp() {
    let lines = LockedList<String>()
    DebugOutput.$write.withValue({ lines.append($0) }) {
      _ = Observable.of(1).debug("x").subscribe { _ in }
    }
    let stamp = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: x -> subscribed/
    #expect(lines.items.first?.wholeMatch(of: stamp) != nil)
  }

  @Test("without an identifier, debug names the file, line and function that called it")
  func defaultIdentifier() {
    let lines = Self.lines {
      _ = Observable.of(1).debug().subscribe { _ in }
    }
    #expect(lines.first == "DebugTests.swift:\(#line - 2) (defaultIdentifier()) -> subscribed")
  }

  @Test("debug with trimOutput shortens an event longer than 40 characters to its two ends")
  func trims() {
    let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
    let lines = Self.lines {
      _ = Observable.of(long).debug("t", trimOutput: true).subscribe { _ in }
    }
    #expect(
      lines[1] == "t -> Event next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "b", count: 19)
        + ")")
  }

  @Test("disposing a debug subscription logs the disposal once")
  func disposal() {
    let source = ManualSource<Int>()
    let lines = Self.lines {
      let subscription = source.observable.debug("d").subscribe { _ in }
      subscription.dispose()
      subscription.dispose()
    }
    #expect(lines == ["d -> subscribed", "d -> isDisposed"])
  }
}
