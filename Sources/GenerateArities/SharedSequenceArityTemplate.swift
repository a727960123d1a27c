// The template of `zip` and `combineLatest` of two to eight shared sequences (RxCocoa's
// SharedSequence+Operators+arity.tt): `Observable`'s function of the same arity on the sequences
// inside, wrapped and shared again. A line that ends in a backslash goes on with the next.

/// The `zip` or `combineLatest` functions of shared sequences, one pair per arity.
func sharedSequenceSource(_ name: String, selectorDoc: String, tupleDoc: String) -> Template {
  Template(
    path: "Sources/Appendix_UIBindings/SharedSequence+Operators+arity.swift",
    templatePath: "Sources/GenerateArities/SharedSequenceArityTemplate.swift",
    opening: """
      import Appendix_Combining
      import Step4_Sink
      """,
    body: { arity, _ in
      let generics = list(arity) { "O\($0): SharedSequenceConvertibleType" }
      let parameters = list(arity) { "_ source\($0): O\($0)" }
      let elements = list(arity) { "O\($0).Element" }
      let sameStrategy = list(arity) { "SharingStrategy == O\($0).SharingStrategy" }
      let sources = list(arity) { "source\($0).asSharedSequence().asObservable()" }
      return """
        extension SharedSequence {
          /// \(selectorDoc) \(word(arity)) shared sequences.
          public static func \(name)<\(generics)>(\(parameters), resultSelector: @escaping (\(elements)) throws \
        -> Element) -> SharedSequence<O1.SharingStrategy, Element> where \(sameStrategy) {
            let source = Observable.\(name)(\(sources), resultSelector: resultSelector)
            return SharedSequence<SharingStrategy, Element>(source)
          }
        }

        extension SharedSequenceConvertibleType where Element == Any {
          /// \(tupleDoc) \(word(arity)) shared sequences, as tuples.
          public static func \(name)<\(generics)>(\(parameters)) -> SharedSequence<O1.SharingStrategy, \
        (\(elements))> where \(sameStrategy) {
            let source = Observable.\(name)(\(sources))
            return SharedSequence<SharingStrategy, (\(elements))>(source)
          }
        }
        """
    })
}

/// The tests of the shared sequences' `zip` or `combineLatest`, in one file for both.
func sharedSequenceTests(_ name: String, rule: String) -> Template {
  Template(
    path: "Tests/Appendix_UIBindingsTests/SharedSequenceArityTests.swift",
    templatePath: "Sources/GenerateArities/SharedSequenceArityTemplate.swift",
    opening: """
      import Appendix_UIBindings
      import Step4_Sink
      import Testing

      @Suite("zip and combineLatest of two to eight shared sequences")
      struct SharedSequenceArityTests {
      """,
    closing: "}",
    body: { arity, _ in
      let selector = list(arity) { "$\($0 - 1)" }
      let sources = list(arity) { "sources[\($0 - 1)]" }
      let tuple = list(arity) { "$0.\($0 - 1)" }
      return """
        @Test("SharedSequence.\(name) of \(word(arity)) drivers \(rule)")
        func \(name)\(arity)() {
          SharedSequenceArityScenarios.\(name)(arity: \(arity)) { sources in \
        Driver.\(name)(\(sources)) { [\(selector)] } }
          SharedSequenceArityScenarios.\(name)(arity: \(arity)) { sources in \
        Driver.\(name)(\(sources)).map { [\(tuple)] } }
        }
        """
    })
}
