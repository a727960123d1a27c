import ChapterFormat
import Testing

@Suite("The chapter format: test names")
struct TestNamesTests {
  @Test("a test's name is the string that opens its @Test, wrapped or escaped, else its function; a comment names none")
  func names() {
    let source = """
      struct Stage6_2 {
        // @Test("a commented rule") func commented() {}
        @Test(
          "a late subscriber hears \\"completed\\" at once",
          .timeLimit(.minutes(1)))
        func late() {}
        @Test(.tags(.threads)) func racing() async {}
        @Test("one per element", arguments: [1, 2]) func each(element: Int) { _ = "@Test(\\"no\\")" }
      }
      """
    #expect(
      TestSource.tests(in: source).map(\.name) == [
        "a late subscriber hears \"completed\" at once", "racing()", "one per element",
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
