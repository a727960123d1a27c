import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// Whenever either source sends, once both have sent at least once, the result of
  /// `resultSelector` on the latest element of each.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    CombineLatest2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: resultSelector)
  }

  /// Whenever any source sends, once all have sent at least once, the result of
  /// `resultSelector` on the latest element of each.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    CombineLatest3(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      resultSelector: resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// Whenever either source sends, once both have sent, the pair of their latest elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
    -> Observable<(O1.Element, O2.Element)>
  {
    CombineLatest2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: { ($0, $1) })
  }

  /// Whenever any source sends, once all have sent, the triple of their latest elements.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    CombineLatest3(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      resultSelector: { ($0, $1, $2) })
  }
}

// snippet: combine-latest-sink
/// What `combineLatest` keeps per subscription, whatever the number of sources: which sources
/// have sent a first element and which have completed, under one lock that every source's
/// observer takes, since the sources may send on different threads.
class CombineLatestSink<Observer: ObserverType>: Sink<Observer> {
  let lock = NSRecursiveLock()

  // Guarded by `lock`.
  private let arity: Int
  private var numberOfValues = 0
  private var numberOfDone = 0
  private var hasValue: [Bool]
  private var isDone: [Bool]

  init(arity: Int, observer: Observer, cancel: any Cancelable) {
    self.arity = arity
    hasValue = Array(repeating: false, count: arity)
    isDone = Array(repeating: false, count: arity)
    super.init(observer: observer, cancel: cancel)
  }

  /// The result for the latest elements; only called once every source has sent one.
  func getResult() throws -> Observer.Element {
    fatalError("Abstract method: a subclass must override this")
  }

  /// Source `index` sent an element (already stored by its observer).
  func next(_ index: Int) {
    if !hasValue[index] {
      hasValue[index] = true
      numberOfValues += 1
    }
    if numberOfValues == arity {
      do {
        forwardOn(.next(try getResult()))
      } catch {
        forwardOn(.error(error))
        dispose()
      }
    } else if (0..<arity).allSatisfy({ $0 == index || isDone[$0] }) {
      // Every other source has completed, and one of them without an element (else all would
      // have one): no result can ever come.
      forwardOn(.completed)
      dispose()
    }
  }

  /// A source failed: the error ends everything.
  func fail(_ error: any Error) {
    forwardOn(.error(error))
    dispose()
  }

  /// Source `index` completed; the sequence completes when all have.
  func done(_ index: Int) {
    if isDone[index] { return }
    isDone[index] = true
    numberOfDone += 1
    if numberOfDone == arity {
      forwardOn(.completed)
      dispose()
    }
  }
}

/// The observer of one source of `combineLatest`: stores the element and tells the sink, all
/// under the sink's lock.
final class CombineLatestObserver<Element, Observer: ObserverType>: ObserverType {
  private let parent: CombineLatestSink<Observer>
  private let index: Int
  private let this: any Disposable  // this source's subscription
  private let setLatestValue: (Element) -> Void

  init(
    parent: CombineLatestSink<Observer>, index: Int, setLatestValue: @escaping (Element) -> Void,
    this: any Disposable
  ) {
    self.parent = parent
    self.index = index
    self.setLatestValue = setLatestValue
    self.this = this
  }

  func on(_ event: Event<Element>) {
    parent.lock.withLock {
      switch event {
      case .next(let value):
        setLatestValue(value)
        parent.next(index)
      case .error(let error):
        this.dispose()
        parent.fail(error)
      case .completed:
        this.dispose()
        parent.done(index)
      }
    }
  }
}
// snippet: end

// snippet: combine-latest-2
/// `combineLatest` of two sources: the latest element of each, and the selector.
final private class CombineLatestSink2<E1, E2, Observer: ObserverType>: CombineLatestSink<Observer> {
  private let parent: CombineLatest2<E1, E2, Observer.Element>
  // Guarded by `lock`; read only once both are set.
  private var latestElement1: E1?
  private var latestElement2: E2?

  init(parent: CombineLatest2<E1, E2, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(arity: 2, observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription1 = SingleAssignmentDisposable()
    let subscription2 = SingleAssignmentDisposable()
    let observer1 = CombineLatestObserver(
      parent: self, index: 0, setLatestValue: { (element: E1) in self.latestElement1 = element },
      this: subscription1)
    let observer2 = CombineLatestObserver(
      parent: self, index: 1, setLatestValue: { (element: E2) in self.latestElement2 = element },
      this: subscription2)
    subscription1.setDisposable(parent.source1.subscribe(observer1))
    subscription2.setDisposable(parent.source2.subscribe(observer2))
    return Disposables.create(subscription1, subscription2)
  }

  override func getResult() throws -> Observer.Element {
    try parent.resultSelector(latestElement1!, latestElement2!)
  }
}
// snippet: end

/// The `combineLatest` sequence of two sources.
final private class CombineLatest2<E1, E2, Result>: Producer<Result> {
  let source1: Observable<E1>
  let source2: Observable<E2>
  let resultSelector: (E1, E2) throws -> Result

  init(source1: Observable<E1>, source2: Observable<E2>, resultSelector: @escaping (E1, E2) throws -> Result) {
    self.source1 = source1
    self.source2 = source2
    self.resultSelector = resultSelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Result {
    let sink = CombineLatestSink2(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}

/// `combineLatest` of three sources.
final private class CombineLatestSink3<E1, E2, E3, Observer: ObserverType>: CombineLatestSink<Observer> {
  private let parent: CombineLatest3<E1, E2, E3, Observer.Element>
  // Guarded by `lock`; read only once all are set.
  private var latestElement1: E1?
  private var latestElement2: E2?
  private var latestElement3: E3?

  init(parent: CombineLatest3<E1, E2, E3, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(arity: 3, observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription1 = SingleAssignmentDisposable()
    let subscription2 = SingleAssignmentDisposable()
    let subscription3 = SingleAssignmentDisposable()
    let observer1 = CombineLatestObserver(
      parent: self, index: 0, setLatestValue: { (element: E1) in self.latestElement1 = element },
      this: subscription1)
    let observer2 = CombineLatestObserver(
      parent: self, index: 1, setLatestValue: { (element: E2) in self.latestElement2 = element },
      this: subscription2)
    let observer3 = CombineLatestObserver(
      parent: self, index: 2, setLatestValue: { (element: E3) in self.latestElement3 = element },
      this: subscription3)
    subscription1.setDisposable(parent.source1.subscribe(observer1))
    subscription2.setDisposable(parent.source2.subscribe(observer2))
    subscription3.setDisposable(parent.source3.subscribe(observer3))
    return Disposables.create(subscription1, subscription2, subscription3)
  }

  override func getResult() throws -> Observer.Element {
    try parent.resultSelector(latestElement1!, latestElement2!, latestElement3!)
  }
}

/// The `combineLatest` sequence of three sources.
final private class CombineLatest3<E1, E2, E3, Result>: Producer<Result> {
  let source1: Observable<E1>
  let source2: Observable<E2>
  let source3: Observable<E3>
  let resultSelector: (E1, E2, E3) throws -> Result

  init(
    source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Result
  ) {
    self.source1 = source1
    self.source2 = source2
    self.source3 = source3
    self.resultSelector = resultSelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Result {
    let sink = CombineLatestSink3(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
