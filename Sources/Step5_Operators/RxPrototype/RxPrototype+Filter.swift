import Step4_Sink

// snippet: proto-filter
extension RxPrototype.Observable {
  /// Lets through only the elements for which `predicate` returns true. If `predicate`
  /// throws, the sequence ends with that error.
  public func filter(
    _ predicate: @escaping (Element) throws -> Bool
  ) -> RxPrototype.Observable<Element> {
    RxPrototype.Filter(source: self, predicate: predicate)
  }
}

extension RxPrototype {
  /// The `filter` sequence: makes a `FilterSink`, attaches it below, then subscribes it
  /// above.
  final class Filter<Element>: Observable<Element> {
    typealias Predicate = (Element) throws -> Bool

    private let source: Observable<Element>
    private let predicate: Predicate

    init(source: Observable<Element>, predicate: @escaping Predicate) {
      self.source = source
      self.predicate = predicate
      super.init()
    }

    override func subscribe(_ observer: any Observer<Element>) {
      log("subscribing")
      let sink = FilterSink(predicate: predicate, observer: observer)
      observer.attach(source: sink)
      source.subscribe(sink)
    }
  }

  /// One subscription's `filter` link: drops the elements the predicate rejects.
  final class FilterSink<Element>: ObservableSink<Element, Element> {
    private let predicate: Filter<Element>.Predicate

    init(
      predicate: @escaping Filter<Element>.Predicate, observer: any Observer<Element>
    ) {
      self.predicate = predicate
      super.init(observer: observer)
    }

    override func handle(_ event: Event<Element>) {
      switch event {
      case .next(let element):
        do {
          if try predicate(element) {
            forward(event)
          }
        } catch {
          forward(.error(error))
          dispose()
        }
      case .error, .completed:
        forward(event)
        dispose()
      }
    }
  }
}
// snippet: end
