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

/// The tests of a family in the file `path`, the suite `suite` titled `title(words)` ("zip of two
/// to eight sources", the table's arities in words). Each arity's test is named `name(arity)`, is
/// the function `function` followed by the arity, and runs `ArityScenarios.scenario` on
/// `call(sources…)` with a selector and with tuples.
func arityTests(
  path: String, suite: String, title: @escaping @Sendable (_ words: String) -> String,
  name: @escaping @Sendable (_ arity: Int) -> String, function: String, scenario: String, call: String
) -> Template {
  Template(
    path: path, templatePath: "Sources/GenerateArities/TestTemplates.swift",
    opening: { arities in
      """
      \(testImports)

      @Suite("\(title(words(arities)))")
      struct \(suite) {
      """
    },
    closing: "}",
    body: { arity, _ in
      let selector = list(arity) { "$\($0 - 1)" }
      let sources = list(arity) { "sources[\($0 - 1)]" }
      let tuple = list(arity) { "$0.\($0 - 1)" }
      return """
        @Test("\(name(arity))")
        func \(function)\(arity)() {
          ArityScenarios.\(scenario)(arity: \(arity)) { sources in \(call)(\(sources)) { [\(selector)] } }
          ArityScenarios.\(scenario)(arity: \(arity)) { sources in \(call)(\(sources)).map { [\(tuple)] } }
        }
        """
    })
}

let zipTests = arityTests(
  path: "Tests/Appendix_CombiningTests/ZipArityTests.swift", suite: "ZipArityTests",
  title: { "zip of \($0) sources" },
  name: { "zip of \(word($0)) sources groups elements by position, and ends when all complete or one fails" },
  function: "zip", scenario: "zip", call: "Observable.zip")

let combineLatestTests = arityTests(
  path: "Tests/Appendix_CombiningTests/CombineLatestArityTests.swift", suite: "CombineLatestArityTests",
  title: { "combineLatest of \($0) sources" },
  name: {
    "combineLatest of \(word($0)) sources combines the latest of each, and ends when all complete or one fails"
  },
  function: "combineLatest", scenario: "combineLatest", call: "Observable.combineLatest")

/// The tests of `zip` of `trait` ("Single" or "Maybe"), in one file for both traits.
func primitiveSequenceZipTests(trait: String) -> Template {
  let rule =
    trait == "Single"
    ? "succeeds with every element in order, and fails if one fails"
    : "sends every element in order, is empty if one is, and fails if one fails"
  return arityTests(
    path: "Tests/Appendix_CombiningTests/PrimitiveSequenceZipArityTests.swift",
    suite: "PrimitiveSequenceZipArityTests", title: { "zip of \($0) Singles or Maybes" },
    name: { "\(trait).zip of \(word($0)) \(trait)s \(rule)" }, function: "\(trait.lowercased())Zip",
    scenario: "\(trait.lowercased())Zip", call: "\(trait).zip")
}
