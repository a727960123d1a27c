// The template of `combineLatest`, one arity at a time (the table, Table.swift, says which): the
// sink keeps the latest element of each source. What `combineLatest` shares with `zip` (the public
// functions, the sink's frame and the producer) comes from SourcesTemplate.swift, and the part that
// is the same for every arity, `CombineLatestSink` and `CombineLatestObserver`, is written by hand
// in Sources/Appendix_Combining/CombineLatest.swift. The sink's declaration, its `init` and its
// observers break where they do so that the listed arity fits a chapter's 100 columns.
// Every arity ends its subscriptions with `Disposables.create([…])`; Disposables+Array.swift says why.

let combineLatestSource = Template(
  path: "Sources/Appendix_Combining/CombineLatestArity.swift",
  templatePath: "Sources/GenerateArities/CombineLatestTemplate.swift",
  opening: """
    import Step4_Sink
    import Step7_Traits
    """,
  body: { arity, listing in
    let functions = publicFunctions(
      "combineLatest", producer: "CombineLatest", arity: arity,
      selectorDoc: """
        /// Whenever any of the \(word(arity)) sources sends, once each has sent at least once, the
        /// result of `resultSelector` on the latest element of each.
        """,
      tupleDoc: """
        /// Whenever any of the \(word(arity)) sources sends, once each has sent at least once, the
        /// latest element of each, as a tuple.
        """)
    let sink = sink(
      "combineLatest", name: "CombineLatest", arity: arity, doc: "the latest element of each, and the selector",
      fields: """
        // Guarded by `lock`; read only once every source has sent.
        \(lines(arity) { "private var latestElement\($0): E\($0)?" })
        """,
      observer: { i in
        "CombineLatestObserver(\nparent: self, index: \(i - 1), "
          + "setLatestValue: { (element: E\(i)) in self.latestElement\(i) = element },\nthis: subscription\(i))"
      },
      element: { "latestElement\($0)!" }, narrow: true)
    return """
      \(functions)

      \(region(listing, sink))

      \(producer("combineLatest", name: "CombineLatest", arity: arity))
      """
  })
