// The template of `combineLatest` of two to eight sources: the sink with the latest element of
// each source. The public functions and the producer come from SourcesTemplate.swift, and the
// shared part, `CombineLatestSink` and `CombineLatestObserver`, is written by hand in
// Sources/Appendix_Combining/CombineLatest.swift. A line that ends in a backslash goes on with the
// next. The sink's declaration, its `init` and its observers break where they do so that the
// listed arity fits a chapter's 100 columns.
// Every arity ends its subscriptions with `Disposables.create([…])`; Disposables+Array.swift says why.

let combineLatestSource = Template(
  path: "Sources/Appendix_Combining/CombineLatestArity.swift",
  templatePath: "Sources/GenerateArities/CombineLatestTemplate.swift",
  opening: """
    import Step4_Sink
    import Step7_Traits
    """,
  body: { arity, listing in
    let types = list(arity) { "E\($0)" }
    let observers = lines(arity) { i in
      "let observer\(i) = CombineLatestObserver(\nparent: self, index: \(i - 1), "
        + "setLatestValue: { (element: E\(i)) in self.latestElement\(i) = element },\nthis: subscription\(i))"
    }
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
    return """
      \(functions)

      \(region(listing, """
      /// `combineLatest` of \(word(arity)) sources: the latest element of each, and the selector.
      final private class CombineLatestSink\(arity)<\(types), Observer: ObserverType>:
        CombineLatestSink<Observer>
      {
        private let parent: CombineLatest\(arity)<\(types), Observer.Element>
        // Guarded by `lock`; read only once every source has sent.
      \(lines(arity) { "private var latestElement\($0): E\($0)?" })

        init(
          parent: CombineLatest\(arity)<\(types), Observer.Element>, observer: Observer, \
      cancel: any Cancelable
        ) {
          self.parent = parent
          super.init(arity: \(arity), observer: observer, cancel: cancel)
        }

        func run() -> any Disposable {
      \(lines(arity) { "let subscription\($0) = SingleAssignmentDisposable()" })
      \(observers)
      \(lines(arity) { "subscription\($0).setDisposable(parent.source\($0).subscribe(observer\($0)))" })
          return Disposables.create([\(list(arity) { "subscription\($0)" })])
        }

        override func getResult() throws -> Observer.Element {
          try parent.resultSelector(\(list(arity) { "latestElement\($0)!" }))
        }
      }
      """))

      \(producer("combineLatest", name: "CombineLatest", arity: arity))
      """
  })
