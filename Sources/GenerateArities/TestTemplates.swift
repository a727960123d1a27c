// The templates of the tests: one test per family and arity, as RxSwift generates its arity tests.
// Each test runs its family's scenario (Tests/Appendix_CombiningTests/ArityScenarios.swift, written
// by hand) on the function with the selector and on the one that makes tuples.

let testImports = """
  import Appendix_Combining
  import Appendix_Schedulers
  import RxTest
  import Step4_Sink
  import Step5_Operators
  import Step7_Traits
  import Testing
  """

/// The `$0, $1, …` of a selector, the `sources[0], sources[1], …` of a call and the
/// `$0.0, $0.1, …` of a tuple, for `arity` sources.
private func arguments(_ arity: Int) -> (selector: String, sources: String, tuple: String) {
  (list(arity) { "$\($0 - 1)" }, list(arity) { "sources[\($0 - 1)]" }, list(arity) { "$0.\($0 - 1)" })
}

let zipTests = Template(
  path: "Tests/Appendix_CombiningTests/ZipArityTests.swift",
  templatePath: "Sources/GenerateArities/TestTemplates.swift",
  opening: """
    \(testImports)

    @Suite("zip of two to eight sources")
    struct ZipArityTests {
    """,
  closing: "}",
  body: { arity, _ in
    let (selector, sources, tuple) = arguments(arity)
    return """
      @Test("zip of \(word(arity)) sources groups elements by position, and ends when all complete or one fails")
      func zip\(arity)() {
        ArityScenarios.zip(arity: \(arity)) { sources in Observable.zip(\(sources)) { [\(selector)] } }
        ArityScenarios.zip(arity: \(arity)) { sources in Observable.zip(\(sources)).map { [\(tuple)] } }
      }
      """
  })

let combineLatestTests = Template(
  path: "Tests/Appendix_CombiningTests/CombineLatestArityTests.swift",
  templatePath: "Sources/GenerateArities/TestTemplates.swift",
  opening: """
    \(testImports)

    @Suite("combineLatest of two to eight sources")
    struct CombineLatestArityTests {
    """,
  closing: "}",
  body: { arity, _ in
    let (selector, sources, tuple) = arguments(arity)
    return """
      @Test("combineLatest of \(word(arity)) sources combines the latest of each, \
      and ends when all complete or one fails")
      func combineLatest\(arity)() {
        ArityScenarios.combineLatest(arity: \(arity)) { sources in \
      Observable.combineLatest(\(sources)) { [\(selector)] } }
        ArityScenarios.combineLatest(arity: \(arity)) { sources in \
      Observable.combineLatest(\(sources)).map { [\(tuple)] } }
      }
      """
  })

/// The tests of `zip` of `trait` ("Single" or "Maybe"), in one file for both traits.
func primitiveSequenceZipTests(trait: String) -> Template {
  let rule =
    trait == "Single"
    ? "succeeds with every element in order, and fails if one fails"
    : "sends every element in order, is empty if one is, and fails if one fails"
  return Template(
    path: "Tests/Appendix_CombiningTests/PrimitiveSequenceZipArityTests.swift",
    templatePath: "Sources/GenerateArities/TestTemplates.swift",
    opening: """
      \(testImports)

      @Suite("zip of two to eight Singles or Maybes")
      struct PrimitiveSequenceZipArityTests {
      """,
    closing: "}",
    body: { arity, _ in
      let (selector, sources, tuple) = arguments(arity)
      return """
        @Test("\(trait).zip of \(word(arity)) \(trait)s \(rule)")
        func \(trait.lowercased())Zip\(arity)() {
          ArityScenarios.\(trait.lowercased())Zip(arity: \(arity)) { sources in \
        \(trait).zip(\(sources)) { [\(selector)] } }
          ArityScenarios.\(trait.lowercased())Zip(arity: \(arity)) { sources in \
        \(trait).zip(\(sources)).map { [\(tuple)] } }
        }
        """
    })
}
