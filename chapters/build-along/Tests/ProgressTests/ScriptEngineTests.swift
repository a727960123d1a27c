import Foundation
import ScriptCheck
import Testing

/// A toy family: the script is a list of letters; "yours" hears each letter, except that after an
/// `a` it hears a `b` as `B`. The reference hears every letter as it is.
private func toySpec(seeds: Int = 50) -> ScriptSpec<Void, String> {
  ScriptSpec(
    type: "Toy", file: "Sources/Toy.swift", seeds: seeds,
    generate: { random in ((), (0..<random.int(5...20)).map { _ in random.pick(["a", "b", "c", "d"]) }) },
    listing: { ([], $0.steps.map { "say(\"\($0)\")" }) },
    yours: { script, log, _ in
      var seenA = false
      for (index, letter) in script.steps.enumerated() {
        log.step = index + 1
        log.note(.hears, seenA && letter == "b" ? "B" : letter)
        if letter == "a" { seenA = true }
      }
    },
    reference: { script, log in
      for (index, letter) in script.steps.enumerated() {
        log.step = index + 1
        log.note(.hears, letter)
      }
    })
}

/// What the hanging runs wait on, for good.
private let stuck = DispatchSemaphore(value: 0)

@Suite("The scripts' engine")
struct ScriptEngineTests {
  @Test("a seed makes the same script every time")
  func seedsRepeat() {
    var first = SeededRandom(seed: 7)
    var second = SeededRandom(seed: 7)
    #expect((0..<20).map { _ in first.next() } == (0..<20).map { _ in second.next() })
  }

  @Test("a difference is shrunk to the shortest script that still shows it, and shown with both sides")
  func shrinksToTheShortest() throws {
    let message = try #require(ScriptRuns(toySpec()).failure(.hears))
    #expect(message.contains("Your Toy (Sources/Toy.swift)"))
    #expect(message.contains("(2 of its"))
    #expect(message.contains("say(\"a\")") && message.contains("say(\"b\")"))
    #expect(message.contains("yours:         B") && message.contains("the reference: b"))
  }

  @Test("where the two agree on an aspect, its rule has nothing to say")
  func agreementIsSilent() {
    #expect(ScriptRuns(toySpec()).failure(.answers) == nil)
  }

  @Test("a run that never returns is reported as such, at its step")
  func hangsAreReported() throws {
    var spec = toySpec(seeds: 3)
    spec.yours = { script, log, _ in
      for (index, letter) in script.steps.enumerated() {
        log.step = index + 1
        if index == 1 { stuck.wait() }  // the second step never returns
        log.note(.hears, letter)
      }
    }
    let message = try #require(ScriptRuns(spec).failure(.hears))
    #expect(message.contains("never returned"))
    #expect(message.contains("(2 of its"), "the shortest script that hangs has two steps")
  }
}
