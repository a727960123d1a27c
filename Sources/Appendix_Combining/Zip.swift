import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// Pairs the sources' elements by position, the first of each, then the second of each, and
  /// sends the result of `resultSelector` for each complete pair.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    Zip2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: resultSelector)
  }

  /// Groups the sources' elements by position, and sends the result of `resultSelector` for each
  /// complete group.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    Zip3(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      resultSelector: resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// Pairs the sources' elements by position.
  public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
    -> Observable<(O1.Element, O2.Element)>
  {
    Zip2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: { ($0, $1) })
  }

  /// Groups the sources' elements by position, three at a time.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Zip3(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      resultSelector: { ($0, $1, $2) })
  }
}

// snippet: zip-sink
/// What `zip` keeps per subscription, whatever the number of sources: a queue of elements per
/// source (in the subclass) and which sources have completed, under one lock.
class ZipSink<Observer: ObserverType>: Sink<Observer> {
  let lock = NSRecursiveLock()
  private let arity: Int
  private var isDone: [Bool]  // guarded by `lock`

  init(arity: Int, observer: Observer, cancel: any Cancelable) {
    self.arity = arity
    isDone = Array(repeating: false, count: arity)
    super.init(observer: observer, cancel: cancel)
  }

  /// Whether source `index` has an element waiting.
  func hasElements(_ index: Int) -> Bool {
    fatalError("Abstract method: a subclass must override this")
  }

  /// Takes the first waiting element of every source and combines them.
  func getResult() throws -> Observer.Element {
    fatalError("Abstract method: a subclass must override this")
  }

  /// Source `index` sent an element (already queued): if every source has one waiting, a
  /// result goes out.
  func next(_ index: Int) {
    if (0..<arity).allSatisfy(hasElements) {
      do {
        forwardOn(.next(try getResult()))
      } catch {
        forwardOn(.error(error))
        dispose()
      }
    }
  }

  /// A source failed: the error ends everything.
  func fail(_ error: any Error) {
    forwardOn(.error(error))
    dispose()
  }

  /// Source `index` completed; `zip` completes when every source has.
  func done(_ index: Int) {
    isDone[index] = true
    if isDone.allSatisfy({ $0 }) {
      forwardOn(.completed)
      dispose()
    }
  }
}

/// The observer of one source of `zip`: queues the element and tells the sink, under its lock.
final class ZipObserver<Element, Observer: ObserverType>: ObserverType {
  private let parent: ZipSink<Observer>
  private let index: Int
  private let this: any Disposable
  private let setNextValue: (Element) -> Void

  init(parent: ZipSink<Observer>, index: Int, setNextValue: @escaping (Element) -> Void, this: any Disposable) {
    self.parent = parent
    self.index = index
    self.setNextValue = setNextValue
    self.this = this
  }

  func on(_ event: Event<Element>) {
    parent.lock.withLock {
      switch event {
      case .next(let value):
        setNextValue(value)
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

/// `zip` of two sources: one queue each.
final private class ZipSink2<E1, E2, Observer: ObserverType>: ZipSink<Observer> {
  private let parent: Zip2<E1, E2, Observer.Element>
  // Guarded by `lock`.
  private var values1: [E1] = []
  private var values2: [E2] = []

  init(parent: Zip2<E1, E2, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(arity: 2, observer: observer, cancel: cancel)
  }

  override func hasElements(_ index: Int) -> Bool {
    index == 0 ? !values1.isEmpty : !values2.isEmpty
  }

  func run() -> any Disposable {
    let subscription1 = SingleAssignmentDisposable()
    let subscription2 = SingleAssignmentDisposable()
    let observer1 = ZipObserver(
      parent: self, index: 0, setNextValue: { (element: E1) in self.values1.append(element) }, this: subscription1)
    let observer2 = ZipObserver(
      parent: self, index: 1, setNextValue: { (element: E2) in self.values2.append(element) }, this: subscription2)
    subscription1.setDisposable(parent.source1.subscribe(observer1))
    subscription2.setDisposable(parent.source2.subscribe(observer2))
    return Disposables.create(subscription1, subscription2)
  }

  override func getResult() throws -> Observer.Element {
    try parent.resultSelector(values1.removeFirst(), values2.removeFirst())
  }
}

/// The `zip` sequence of two sources.
final private class Zip2<E1, E2, Result>: Producer<Result> {
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
    let sink = ZipSink2(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}

/// `zip` of three sources: one queue each.
final private class ZipSink3<E1, E2, E3, Observer: ObserverType>: ZipSink<Observer> {
  private let parent: Zip3<E1, E2, E3, Observer.Element>
  // Guarded by `lock`.
  private var values1: [E1] = []
  private var values2: [E2] = []
  private var values3: [E3] = []

  init(parent: Zip3<E1, E2, E3, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(arity: 3, observer: observer, cancel: cancel)
  }

  override func hasElements(_ index: Int) -> Bool {
    switch index {
    case 0: !values1.isEmpty
    case 1: !values2.isEmpty
    default: !values3.isEmpty
    }
  }

  func run() -> any Disposable {
    let subscription1 = SingleAssignmentDisposable()
    let subscription2 = SingleAssignmentDisposable()
    let subscription3 = SingleAssignmentDisposable()
    let observer1 = ZipObserver(
      parent: self, index: 0, setNextValue: { (element: E1) in self.values1.append(element) }, this: subscription1)
    let observer2 = ZipObserver(
      parent: self, index: 1, setNextValue: { (element: E2) in self.values2.append(element) }, this: subscription2)
    let observer3 = ZipObserver(
      parent: self, index: 2, setNextValue: { (element: E3) in self.values3.append(element) }, this: subscription3)
    subscription1.setDisposable(parent.source1.subscribe(observer1))
    subscription2.setDisposable(parent.source2.subscribe(observer2))
    subscription3.setDisposable(parent.source3.subscribe(observer3))
    return Disposables.create(subscription1, subscription2, subscription3)
  }

  override func getResult() throws -> Observer.Element {
    try parent.resultSelector(values1.removeFirst(), values2.removeFirst(), values3.removeFirst())
  }
}

/// The `zip` sequence of three sources.
final private class Zip3<E1, E2, E3, Result>: Producer<Result> {
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
    let sink = ZipSink3(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
