import Step4_Sink

extension RxPrototype.Observable {
  /// Transforms every element with `transform`. If `transform` throws, the sequence ends
  /// with that error.
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result
  ) -> RxPrototype.Observable<Result> {
    RxPrototype.Map(source: self, transform: transform)
  }
}

extension RxPrototype {
  /// The `map` sequence: makes a `MapSink`, attaches it below, then subscribes it above.
  final class Map<Input, Output>: Observable<Output> {
    typealias Transform = (Input) throws -> Output

    private let source: Observable<Input>
    private let transform: Transform

    init(source: Observable<Input>, transform: @escaping Transform) {
      self.source = source
      self.transform = transform
      super.init()
    }

    override func subscribe(_ observer: any Observer<Output>) {
      log("subscribing")
      let sink = MapSink(transform: transform, observer: observer)
      observer.attach(source: sink)
      source.subscribe(sink)
    }
  }

  /// One subscription's `map` link: transforms each element on its way down.
  final class MapSink<Input, Output>: ObservableSink<Input, Output> {
    private let transform: Map<Input, Output>.Transform

    init(
      transform: @escaping Map<Input, Output>.Transform, observer: any Observer<Output>
    ) {
      self.transform = transform
      super.init(observer: observer)
    }

    override func handle(_ event: Event<Input>) {
      switch event {
      case .next(let element):
        do {
          let mapped = try transform(element)
          forward(.next(mapped))
        } catch {
          forward(.error(error))
          dispose()
        }
      case .error(let error):
        forward(.error(error))
        dispose()
      case .completed:
        forward(.completed)
        dispose()
      }
    }
  }
}
