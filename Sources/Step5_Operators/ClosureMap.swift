import Step4_Sink

// snippet: closure-map
extension ObservableType {
  /// `map` written the quick way: a `create` whose closure subscribes to this sequence
  /// with a closure that transforms each element. Same results as `map`, at a higher
  /// price per subscription (`ClosureMapTests` counts it). A throwing transform ends the
  /// sequence with its error.
  func closureMap<Result>(
    _ transform: @escaping (Element) throws -> Result
  ) -> Observable<Result> {
    Observable.create { observer in
      self.subscribe { event in
        switch event {
        case .next(let element):
          do {
            observer.on(.next(try transform(element)))
          } catch {
            observer.on(.error(error))
          }
        case .error(let error):
          observer.on(.error(error))
        case .completed:
          observer.on(.completed)
        }
      }
    }
  }
}
// snippet: end
