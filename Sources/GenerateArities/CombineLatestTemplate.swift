// The template of `combineLatest` of two to eight sources: the public functions, the sink with the
// latest element of each source, and the producer. The shared part, `CombineLatestSink` and
// `CombineLatestObserver`, is written by hand in Sources/Appendix_Combining/CombineLatest.swift.
// A line that ends in a backslash goes on with the next. The sink's declaration, its `init`
// and its observers break where they do so that the listed arity fits a chapter's 100 columns.
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
    let generics = list(arity) { "O\($0): ObservableType" }
    let parameters = list(arity) { "_ source\($0): O\($0)" }
    let elements = list(arity) { "O\($0).Element" }
    let sources = list(arity) { "source\($0): source\($0).asObservable()" }
    let observers = lines(arity) { i in
      "let observer\(i) = CombineLatestObserver(\nparent: self, index: \(i - 1), "
        + "setLatestValue: { (element: E\(i)) in self.latestElement\(i) = element },\nthis: subscription\(i))"
    }
    return """
      extension ObservableType {
        /// Whenever any of the \(word(arity)) sources sends, once each has sent at least once, the
        /// result of `resultSelector` on the latest element of each.
        public static func combineLatest<\(generics)>(\(parameters), \
      resultSelector: @escaping (\(elements)) throws -> Element) -> Observable<Element> {
          CombineLatest\(arity)(\(sources), resultSelector: resultSelector)
        }
      }

      extension ObservableType where Element == Any {
        /// Whenever any of the \(word(arity)) sources sends, once each has sent at least once, the
        /// latest element of each, as a tuple.
        public static func combineLatest<\(generics)>(\(parameters))\(breakForTwo(arity))\
      -> Observable<(\(elements))>\(breakForTwo(arity)){
          CombineLatest\(arity)(\(sources), resultSelector: { (\(list(arity) { "$\($0 - 1)" })) })
        }
      }

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

      /// The `combineLatest` sequence of \(word(arity)) sources.
      final private class CombineLatest\(arity)<\(types), Result>: Producer<Result> {
      \(lines(arity) { "let source\($0): Observable<E\($0)>" })
        let resultSelector: (\(types)) throws -> Result

        init(\(list(arity) { "source\($0): Observable<E\($0)>" }), \
      resultSelector: @escaping (\(types)) throws -> Result) {
      \(lines(arity) { "self.source\($0) = source\($0)" })
          self.resultSelector = resultSelector
        }

        override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
          -> (sink: any Disposable, subscription: any Disposable)
        where Observer.Element == Result {
          let sink = CombineLatestSink\(arity)(parent: self, observer: observer, cancel: cancel)
          let subscription = sink.run()
          return (sink: sink, subscription: subscription)
        }
      }
      """
  })
