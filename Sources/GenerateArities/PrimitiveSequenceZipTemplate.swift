// The template of `zip` of `Single`s or of `Maybe`s, one arity at a time (the table, Table.swift,
// says which): `Observable.zip` of the sequences inside, wrapped again as the same trait. A line
// that ends in a backslash goes on with the next.

/// The `zip` functions of `trait` ("Single" or "Maybe").
func primitiveSequenceZipSource(trait: String) -> Template {
  Template(
    path: "Sources/Appendix_Combining/PrimitiveSequenceZipArity.swift",
    templatePath: "Sources/GenerateArities/PrimitiveSequenceZipTemplate.swift",
    opening: """
      import Step4_Sink
      @_spi(RawTraits) import Step7_Traits
      """,
    body: { arity, _ in
      let types = list(arity) { "E\($0)" }
      let parameters = list(arity) { "_ source\($0): PrimitiveSequence<Trait, E\($0)>" }
      let sources = list(arity) { "source\($0).asObservable()" }
      return """
        extension PrimitiveSequenceType where Trait == \(trait)Trait {
          /// The result of `resultSelector` on the elements of the \(word(arity)) \(trait)s.
          public static func zip<\(types)>(\(parameters), resultSelector: @escaping (\(types)) throws -> Element) \
        -> PrimitiveSequence<Trait, Element> {
            .raw(Observable.zip(\(sources), resultSelector: resultSelector))
          }
        }

        extension PrimitiveSequenceType where Element == Any, Trait == \(trait)Trait {
          /// The elements of the \(word(arity)) \(trait)s, as a tuple.
          public static func zip<\(types)>(\(parameters)) -> PrimitiveSequence<Trait, (\(types))> {
            .raw(Observable.zip(\(sources)))
          }
        }
        """
    })
}
