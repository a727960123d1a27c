// The template of `zip` of two to eight sources: the sink with a queue per source. The public
// functions and the producer come from SourcesTemplate.swift, and the shared part, `ZipSink` and
// `ZipObserver`, is written by hand in Sources/Appendix_Combining/Zip.swift. A line that ends in a
// backslash goes on with the next.
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
    let types = list(arity) { "E\($0)" }
    let observers = lines(arity) { i in
      "let observer\(i) = ZipObserver(parent: self, index: \(i - 1), "
        + "setNextValue: { (element: E\(i)) in self.values\(i).enqueue(element) }, this: subscription\(i))"
    }
    let functions = publicFunctions(
      "zip", producer: "Zip", arity: arity,
      selectorDoc: """
        /// Groups the elements of the \(word(arity)) sources by position, and sends the result of
        /// `resultSelector` for each complete group.
        """,
      tupleDoc: """
        /// The elements of the \(word(arity)) sources grouped by position, as tuples.
        """)
    return """
      \(functions)

      \(region(listing, """
      /// `zip` of \(word(arity)) sources: a queue of waiting elements for each.
      final private class ZipSink\(arity)<\(types), Observer: ObserverType>: ZipSink<Observer> {
        private let parent: Zip\(arity)<\(types), Observer.Element>
        // Guarded by `lock`. Ring buffers, so that taking the first of a long backlog moves no other.
      \(lines(arity) { "private var values\($0) = Queue<E\($0)>()" })

        init(parent: Zip\(arity)<\(types), Observer.Element>, observer: Observer, cancel: any Cancelable) {
          self.parent = parent
          super.init(arity: \(arity), observer: observer, cancel: cancel)
        }

        override func hasElements(_ index: Int) -> Bool {
          switch index {
      \(lines(arity - 1) { "case \($0 - 1): !values\($0).isEmpty" })
          default: !values\(arity).isEmpty
          }
        }

        func run() -> any Disposable {
      \(lines(arity) { "let subscription\($0) = SingleAssignmentDisposable()" })
      \(observers)
      \(lines(arity) { "subscription\($0).setDisposable(parent.source\($0).subscribe(observer\($0)))" })
          return Disposables.create([\(list(arity) { "subscription\($0)" })])
        }

        override func getResult() throws -> Observer.Element {
          try parent.resultSelector(\(list(arity) { "values\($0).dequeue()!" }))
        }
      }
      """))

      \(producer("zip", name: "Zip", arity: arity))
      """
  })
