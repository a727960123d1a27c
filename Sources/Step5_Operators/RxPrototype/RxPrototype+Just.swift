import Step4_Sink

// snippet: proto-just
extension RxPrototype.Observable {
  /// A sequence of exactly one element, then `completed`.
  public static func just(_ element: Element) -> RxPrototype.Observable<Element> {
    RxPrototype.Just(element)
  }
}

extension RxPrototype {
  /// The `just` sequence: each subscription gets a `JustSource`.
  final class Just<Element>: Observable<Element> {
    private let element: Element

    init(_ element: Element) {
      self.element = element
      super.init()
    }

    override func subscribe(_ observer: any Observer<Element>) {
      log("subscribing")
      let source = JustSource(element: element, observer: observer)
      observer.attach(source: source)  // the chain is linked before anything runs
      source.run()
    }
  }

  /// The first link of a `just` chain: sends its element and `completed`, then ends the
  /// chain.
  final class JustSource<Element>: ObservableSource<Element> {
    private let element: Element

    init(element: Element, observer: any Observer<Element>) {
      self.element = element
      super.init(observer: observer)
    }

    func run() {
      log("running")
      forward(.next(element))
      forward(.completed)
      dispose()
    }
  }
}
// snippet: end
