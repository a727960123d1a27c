// The template of `zip`, one arity at a time (the table, Table.swift, says which): the sink keeps a
// queue per source. What `zip` shares with `combineLatest` (the public functions, the sink's frame
// and the producer) comes from SourcesTemplate.swift, and the part that is the same for every
// arity, `ZipSink` and `ZipObserver`, is written by hand in Sources/Appendix_Combining/Zip.swift.
// Every arity ends its subscriptions with `Disposables.create([…])`; Disposables+Array.swift says why.

let zipSource = Template(
  path: "Sources/Appendix_Combining/ZipArity.swift",
  templatePath: "Sources/GenerateArities/ZipTemplate.swift",
  opening: """
    import Appendix_Schedulers
    import Step4_Sink
    import Step7_Traits
    """,
  body: { arity, listing in
    let functions = publicFunctions(
      "zip", producer: "Zip", arity: arity,
      selectorDoc: """
        /// Groups the elements of the \(word(arity)) sources by position, and sends the result of
        /// `resultSelector` for each complete group.
        """,
      tupleDoc: """
        /// The elements of the \(word(arity)) sources grouped by position, as tuples.
        """)
    let sink = sink(
      "zip", name: "Zip", arity: arity, doc: "a queue of waiting elements for each",
      fields: """
        // Guarded by `lock`. Ring buffers, so that taking the first of a long backlog moves no other.
        \(lines(arity) { "private var values\($0) = Queue<E\($0)>()" })
        """,
      members: """
        override func hasElements(_ index: Int) -> Bool {
          switch index {
        \(lines(arity - 1) { "case \($0 - 1): !values\($0).isEmpty" })
          default: !values\(arity).isEmpty
          }
        }
        """,
      observer: { i in
        "ZipObserver(parent: self, index: \(i - 1), "
          + "setNextValue: { (element: E\(i)) in self.values\(i).enqueue(element) }, this: subscription\(i))"
      },
      element: { "values\($0).dequeue()!" })
    return """
      \(functions)

      \(region(listing, sink))

      \(producer("zip", name: "Zip", arity: arity))
      """
  })
