// The template of `zip` of two to eight sources: the public functions, the sink with a queue per
// source, and the producer. The shared part, `ZipSink` and `ZipObserver`, is written by hand in
// Sources/Appendix_Combining/Zip.swift. A line that ends in a backslash goes on with the next.
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
    let generics = list(arity) { "O\($0): ObservableType" }
    let parameters = list(arity) { "_ source\($0): O\($0)" }
    let elements = list(arity) { "O\($0).Element" }
    let sources = list(arity) { "source\($0): source\($0).asObservable()" }
    let observers = lines(arity) { i in
      "let observer\(i) = ZipObserver(parent: self, index: \(i - 1), "
        + "setNextValue: { (element: E\(i)) in self.values\(i).enqueue(element) }, this: subscription\(i))"
    }
    return """
      extension ObservableType {
        /// Groups the elements of the \(word(arity)) sources by position, and sends the result of
        /// `resultSelector` for each complete group.
        public static func zip<\(generics)>(\(parameters), \
      resultSelector: @escaping (\(elements)) throws -> Element) -> Observable<Element> {
          Zip\(arity)(\(sources), resultSelector: resultSelector)
        }
      }

      extension ObservableType where Element == Any {
        /// The elements of the \(word(arity)) sources grouped by position, as tuples.
        public static func zip<\(generics)>(\(parameters))\(breakForTwo(arity))\
      -> Observable<(\(elements))>\(breakForTwo(arity)){
          Zip\(arity)(\(sources), resultSelector: { (\(list(arity) { "$\($0 - 1)" })) })
        }
      }

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

      /// The `zip` sequence of \(word(arity)) sources.
      final private class Zip\(arity)<\(types), Result>: Producer<Result> {
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
          let sink = ZipSink\(arity)(parent: self, observer: observer, cancel: cancel)
          let subscription = sink.run()
          return (sink: sink, subscription: subscription)
        }
      }
      """
  })
