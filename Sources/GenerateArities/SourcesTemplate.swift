// What the templates of `zip` and `combineLatest` share: the two public functions, which differ
// only in their name and their words; the sink's frame (its fields, `init`, `run`, which subscribes
// an observer per source, and `getResult`); and the producer that holds the sources and the
// selector. A line that ends in a backslash goes on with the next.

/// The public functions of `function` (`zip`, `combineLatest`) of `arity` sources, both returning
/// the producer `Name\(arity)`: one with a `resultSelector`, documented by `selectorDoc`, and one
/// that makes tuples, documented by `tupleDoc` (each a comment of `///` lines).
func publicFunctions(
  _ function: String, producer name: String, arity: Int, selectorDoc: String, tupleDoc: String
) -> String {
  let generics = list(arity) { "O\($0): ObservableType" }
  let parameters = list(arity) { "_ source\($0): O\($0)" }
  let elements = list(arity) { "O\($0).Element" }
  let sources = list(arity) { "source\($0): source\($0).asObservable()" }
  return """
    extension ObservableType {
    \(selectorDoc)
      public static func \(function)<\(generics)>(\(parameters), \
    resultSelector: @escaping (\(elements)) throws -> Element) -> Observable<Element> {
        \(name)\(arity)(\(sources), resultSelector: resultSelector)
      }
    }

    extension ObservableType where Element == Any {
    \(tupleDoc)
      public static func \(function)<\(generics)>(\(parameters))\(breakForTwo(arity))\
    -> Observable<(\(elements))>\(breakForTwo(arity)){
        \(name)\(arity)(\(sources), resultSelector: { (\(list(arity) { "$\($0 - 1)" })) })
      }
    }
    """
}

/// The producer `Name\(arity)` of `function` of `arity` sources: it keeps the sources and the
/// selector, and runs a `NameSink\(arity)` for each subscription.
func producer(_ function: String, name: String, arity: Int) -> String {
  let types = list(arity) { "E\($0)" }
  return """
    /// The `\(function)` sequence of \(word(arity)) sources.
    final private class \(name)\(arity)<\(types), Result>: Producer<Result> {
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
        let sink = \(name)Sink\(arity)(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
      }
    }
    """
}

/// The sink `NameSink\(arity)` of `function` of `arity` sources, a subclass of the hand-written
/// `NameSink`: `doc` says what it keeps, `fields` declares it (with their comment), `members` go
/// between `init` and `run`, `observer(i)` makes the observer of source i, and `element(i)` is
/// what source i gives the selector. `narrow` breaks the declaration and `init` onto more lines, so
/// that a sink a chapter lists fits its 100 columns.
func sink(
  _ function: String, name: String, arity: Int, doc: String, fields: String, members: String? = nil,
  observer: (Int) -> String, element: (Int) -> String, narrow: Bool = false
) -> String {
  let types = list(arity) { "E\($0)" }
  let declaration =
    narrow
    ? "final private class \(name)Sink\(arity)<\(types), Observer: ObserverType>:\n  \(name)Sink<Observer>\n{"
    : "final private class \(name)Sink\(arity)<\(types), Observer: ObserverType>: \(name)Sink<Observer> {"
  let parameters = "parent: \(name)\(arity)<\(types), Observer.Element>, observer: Observer, cancel: any Cancelable"
  let initializer = narrow ? "init(\n    \(parameters)\n  ) {" : "init(\(parameters)) {"
  return """
    /// `\(function)` of \(word(arity)) sources: \(doc).
    \(declaration)
      private let parent: \(name)\(arity)<\(types), Observer.Element>
    \(fields)

      \(initializer)
        self.parent = parent
        super.init(arity: \(arity), observer: observer, cancel: cancel)
      }
    \(members.map { "\n\($0)\n" } ?? "")
      func run() -> any Disposable {
    \(lines(arity) { "let subscription\($0) = SingleAssignmentDisposable()" })
    \(lines(arity) { "let observer\($0) = \(observer($0))" })
    \(lines(arity) { "subscription\($0).setDisposable(parent.source\($0).subscribe(observer\($0)))" })
        return Disposables.create([\(list(arity) { "subscription\($0)" })])
      }

      override func getResult() throws -> Observer.Element {
        try parent.resultSelector(\(list(arity, element)))
      }
    }
    """
}
