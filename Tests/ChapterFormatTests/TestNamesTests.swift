import ChapterFormat
import Testing

@Suite("The chapter format: test names")
struct TestNamesTests {
  @Test("a test's name is the string that opens its @Test, also when it wraps or escapes a quote, else its function")
  func names() {
    let source = """
      @Suite("4.6 SinkDisposer") struct Stage4_6 {
        @Test("disposed before \\"set\\", it disposes at once")
        func one() {}
        @Test(
          "a handler that sends into its own subject is not deadlocked",
          .timeLimit(.minutes(1)))
        func two() { let text = "not a rule" }
        @Test("every file", arguments: ["a", "b"])
        func three(file: String) {}
        @Test func unnamed() {}
        @Test(arguments: ["x"]) func byArgument(value: String) {}
        // @Test("in a comment") func commented() {}
      }
      """
    #expect(
      TestSource.tests(in: source).map(\.name) == [
        "disposed before \"set\", it disposes at once", "a handler that sends into its own subject is not deadlocked",
        "every file", "unnamed()", "byArgument(value:)",
      ])
  }

  @Test("the identifier is Swift Testing's: the module, the types and extended types around it, the function")
  func identifiers() {
    let source = """
      @Suite("Outer") struct Outer {
        struct Inner {
          @Test("inner") func f(_ x: Int, label y: [String: Int], z: (Int, Int) -> Void) {}
        }
        @Test("outer") func g() {}
      }
      extension Outer {
        @Test("extended") func h() {}
      }
      @Test("free") func free() {}
      """
    #expect(
      TestSource.tests(in: source).map { $0.identifier(module: "M") } == [
        "M.Outer/Inner/f(_:label:z:)", "M.Outer/g()", "M.Outer/h()", "M.free()",
      ])
  }

  @Test("a test's body is the lines between its braces, dedented; braces in strings do not count")
  func bodies() {
    let source = """
      struct S {
        @Test("one")
        func one() {
          let brace = "}"
          if true {
            work(brace)
          }
        }
      }
      """
    #expect(TestSource.tests(in: source).first?.body == ["let brace = \"}\"", "if true {", "  work(brace)", "}"])
  }

  @Test("string literals are read whole: interpolations, raw strings and multi-line strings hide no @Test")
  func literals() {
    let source = #"""
      let a = "\("@Test(\"x\") func no() {}")"
      let b = #"@Test("y") func no() {}"#
      let c = """
        @Test("z") func no() {}
        """
      @Test("real") func yes() {}
      """#
    #expect(TestSource.tests(in: source).map(\.name) == ["real"])
  }
}
