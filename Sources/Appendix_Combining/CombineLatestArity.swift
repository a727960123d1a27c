import Step4_Sink
import Step7_Traits

// Arities 4 to 8 repeat the shape of CombineLatest2 and CombineLatest3, written out once per arity as RxSwift's
// template writes them, so that RxSwift's tests of every arity compile.

extension ObservableType {
  /// Whenever any source sends, once all have sent at least once, the result of
  /// `resultSelector` on the latest element of each.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    CombineLatest4(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      source4: source4.asObservable(), resultSelector: resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// The latest elements of all sources, as a tuple, whenever any sends once all have.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    CombineLatest4(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      source4: source4.asObservable(), resultSelector: { ($0, $1, $2, $3) })
  }
}

/// `combineLatest` of 4 sources.
final private class CombineLatestSink4<E1, E2, E3, E4, Observer: ObserverType>: CombineLatestSink<Observer> {
  private let parent: CombineLatest4<E1, E2, E3, E4, Observer.Element>
  // Guarded by `lock`; read only once all are set.
  private var latestElement1: E1?
  private var latestElement2: E2?
  private var latestElement3: E3?
  private var latestElement4: E4?

  init(parent: CombineLatest4<E1, E2, E3, E4, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(arity: 4, observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription1 = SingleAssignmentDisposable()
    let subscription2 = SingleAssignmentDisposable()
    let subscription3 = SingleAssignmentDisposable()
    let subscription4 = SingleAssignmentDisposable()
    let observer1 = CombineLatestObserver(
      parent: self, index: 0, setLatestValue: { (element: E1) in self.latestElement1 = element }, this: subscription1)
    let observer2 = CombineLatestObserver(
      parent: self, index: 1, setLatestValue: { (element: E2) in self.latestElement2 = element }, this: subscription2)
    let observer3 = CombineLatestObserver(
      parent: self, index: 2, setLatestValue: { (element: E3) in self.latestElement3 = element }, this: subscription3)
    let observer4 = CombineLatestObserver(
      parent: self, index: 3, setLatestValue: { (element: E4) in self.latestElement4 = element }, this: subscription4)
    subscription1.setDisposable(parent.source1.subscribe(observer1))
    subscription2.setDisposable(parent.source2.subscribe(observer2))
    subscription3.setDisposable(parent.source3.subscribe(observer3))
    subscription4.setDisposable(parent.source4.subscribe(observer4))
    return CompositeDisposable(subscription1, subscription2, subscription3, subscription4)
  }

  override func getResult() throws -> Observer.Element {
    try parent.resultSelector(latestElement1!, latestElement2!, latestElement3!, latestElement4!)
  }
}

/// The `combineLatest` sequence of 4 sources.
final private class CombineLatest4<E1, E2, E3, E4, Result>: Producer<Result> {
  let source1: Observable<E1>
  let source2: Observable<E2>
  let source3: Observable<E3>
  let source4: Observable<E4>
  let resultSelector: (E1, E2, E3, E4) throws -> Result

  init(
    source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Result
  ) {
    self.source1 = source1
    self.source2 = source2
    self.source3 = source3
    self.source4 = source4
    self.resultSelector = resultSelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Result {
    let sink = CombineLatestSink4(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}

extension ObservableType {
  /// Whenever any source sends, once all have sent at least once, the result of
  /// `resultSelector` on the latest element of each.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    CombineLatest5(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      source4: source4.asObservable(), source5: source5.asObservable(), resultSelector: resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// The latest elements of all sources, as a tuple, whenever any sends once all have.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    CombineLatest5(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      source4: source4.asObservable(), source5: source5.asObservable(), resultSelector: { ($0, $1, $2, $3, $4) })
  }
}

/// `combineLatest` of 5 sources.
final private class CombineLatestSink5<E1, E2, E3, E4, E5, Observer: ObserverType>: CombineLatestSink<Observer> {
  private let parent: CombineLatest5<E1, E2, E3, E4, E5, Observer.Element>
  // Guarded by `lock`; read only once all are set.
  private var latestElement1: E1?
  private var latestElement2: E2?
  private var latestElement3: E3?
  private var latestElement4: E4?
  private var latestElement5: E5?

  init(parent: CombineLatest5<E1, E2, E3, E4, E5, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(arity: 5, observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription1 = SingleAssignmentDisposable()
    let subscription2 = SingleAssignmentDisposable()
    let subscription3 = SingleAssignmentDisposable()
    let subscription4 = SingleAssignmentDisposable()
    let subscription5 = SingleAssignmentDisposable()
    let observer1 = CombineLatestObserver(
      parent: self, index: 0, setLatestValue: { (element: E1) in self.latestElement1 = element }, this: subscription1)
    let observer2 = CombineLatestObserver(
      parent: self, index: 1, setLatestValue: { (element: E2) in self.latestElement2 = element }, this: subscription2)
    let observer3 = CombineLatestObserver(
      parent: self, index: 2, setLatestValue: { (element: E3) in self.latestElement3 = element }, this: subscription3)
    let observer4 = CombineLatestObserver(
      parent: self, index: 3, setLatestValue: { (element: E4) in self.latestElement4 = element }, this: subscription4)
    let observer5 = CombineLatestObserver(
      parent: self, index: 4, setLatestValue: { (element: E5) in self.latestElement5 = element }, this: subscription5)
    subscription1.setDisposable(parent.source1.subscribe(observer1))
    subscription2.setDisposable(parent.source2.subscribe(observer2))
    subscription3.setDisposable(parent.source3.subscribe(observer3))
    subscription4.setDisposable(parent.source4.subscribe(observer4))
    subscription5.setDisposable(parent.source5.subscribe(observer5))
    return CompositeDisposable(subscription1, subscription2, subscription3, subscription4, subscription5)
  }

  override func getResult() throws -> Observer.Element {
    try parent.resultSelector(latestElement1!, latestElement2!, latestElement3!, latestElement4!, latestElement5!)
  }
}

/// The `combineLatest` sequence of 5 sources.
final private class CombineLatest5<E1, E2, E3, E4, E5, Result>: Producer<Result> {
  let source1: Observable<E1>
  let source2: Observable<E2>
  let source3: Observable<E3>
  let source4: Observable<E4>
  let source5: Observable<E5>
  let resultSelector: (E1, E2, E3, E4, E5) throws -> Result

  init(
    source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>,
    source5: Observable<E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Result
  ) {
    self.source1 = source1
    self.source2 = source2
    self.source3 = source3
    self.source4 = source4
    self.source5 = source5
    self.resultSelector = resultSelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Result {
    let sink = CombineLatestSink5(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}

extension ObservableType {
  /// Whenever any source sends, once all have sent at least once, the result of
  /// `resultSelector` on the latest element of each.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
  ) -> Observable<Element> {
    CombineLatest6(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(),
      resultSelector: resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// The latest elements of all sources, as a tuple, whenever any sends once all have.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    CombineLatest6(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(),
      resultSelector: { ($0, $1, $2, $3, $4, $5) })
  }
}

/// `combineLatest` of 6 sources.
final private class CombineLatestSink6<E1, E2, E3, E4, E5, E6, Observer: ObserverType>: CombineLatestSink<Observer> {
  private let parent: CombineLatest6<E1, E2, E3, E4, E5, E6, Observer.Element>
  // Guarded by `lock`; read only once all are set.
  private var latestElement1: E1?
  private var latestElement2: E2?
  private var latestElement3: E3?
  private var latestElement4: E4?
  private var latestElement5: E5?
  private var latestElement6: E6?

  init(parent: CombineLatest6<E1, E2, E3, E4, E5, E6, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(arity: 6, observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription1 = SingleAssignmentDisposable()
    let subscription2 = SingleAssignmentDisposable()
    let subscription3 = SingleAssignmentDisposable()
    let subscription4 = SingleAssignmentDisposable()
    let subscription5 = SingleAssignmentDisposable()
    let subscription6 = SingleAssignmentDisposable()
    let observer1 = CombineLatestObserver(
      parent: self, index: 0, setLatestValue: { (element: E1) in self.latestElement1 = element }, this: subscription1)
    let observer2 = CombineLatestObserver(
      parent: self, index: 1, setLatestValue: { (element: E2) in self.latestElement2 = element }, this: subscription2)
    let observer3 = CombineLatestObserver(
      parent: self, index: 2, setLatestValue: { (element: E3) in self.latestElement3 = element }, this: subscription3)
    let observer4 = CombineLatestObserver(
      parent: self, index: 3, setLatestValue: { (element: E4) in self.latestElement4 = element }, this: subscription4)
    let observer5 = CombineLatestObserver(
      parent: self, index: 4, setLatestValue: { (element: E5) in self.latestElement5 = element }, this: subscription5)
    let observer6 = CombineLatestObserver(
      parent: self, index: 5, setLatestValue: { (element: E6) in self.latestElement6 = element }, this: subscription6)
    subscription1.setDisposable(parent.source1.subscribe(observer1))
    subscription2.setDisposable(parent.source2.subscribe(observer2))
    subscription3.setDisposable(parent.source3.subscribe(observer3))
    subscription4.setDisposable(parent.source4.subscribe(observer4))
    subscription5.setDisposable(parent.source5.subscribe(observer5))
    subscription6.setDisposable(parent.source6.subscribe(observer6))
    return CompositeDisposable(subscription1, subscription2, subscription3, subscription4, subscription5, subscription6)
  }

  override func getResult() throws -> Observer.Element {
    try parent.resultSelector(
      latestElement1!, latestElement2!, latestElement3!, latestElement4!, latestElement5!, latestElement6!)
  }
}

/// The `combineLatest` sequence of 6 sources.
final private class CombineLatest6<E1, E2, E3, E4, E5, E6, Result>: Producer<Result> {
  let source1: Observable<E1>
  let source2: Observable<E2>
  let source3: Observable<E3>
  let source4: Observable<E4>
  let source5: Observable<E5>
  let source6: Observable<E6>
  let resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Result

  init(
    source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>,
    source5: Observable<E5>, source6: Observable<E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Result
  ) {
    self.source1 = source1
    self.source2 = source2
    self.source3 = source3
    self.source4 = source4
    self.source5 = source5
    self.source6 = source6
    self.resultSelector = resultSelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Result {
    let sink = CombineLatestSink6(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}

extension ObservableType {
  /// Whenever any source sends, once all have sent at least once, the result of
  /// `resultSelector` on the latest element of each.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
  ) -> Observable<Element> {
    CombineLatest7(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(),
      source7: source7.asObservable(), resultSelector: resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// The latest elements of all sources, as a tuple, whenever any sends once all have.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
    CombineLatest7(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(),
      source7: source7.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5, $6) })
  }
}

/// `combineLatest` of 7 sources.
final private class CombineLatestSink7<E1, E2, E3, E4, E5, E6, E7, Observer: ObserverType>: CombineLatestSink<Observer>
{
  private let parent: CombineLatest7<E1, E2, E3, E4, E5, E6, E7, Observer.Element>
  // Guarded by `lock`; read only once all are set.
  private var latestElement1: E1?
  private var latestElement2: E2?
  private var latestElement3: E3?
  private var latestElement4: E4?
  private var latestElement5: E5?
  private var latestElement6: E6?
  private var latestElement7: E7?

  init(parent: CombineLatest7<E1, E2, E3, E4, E5, E6, E7, Observer.Element>, observer: Observer, cancel: any Cancelable)
  {
    self.parent = parent
    super.init(arity: 7, observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription1 = SingleAssignmentDisposable()
    let subscription2 = SingleAssignmentDisposable()
    let subscription3 = SingleAssignmentDisposable()
    let subscription4 = SingleAssignmentDisposable()
    let subscription5 = SingleAssignmentDisposable()
    let subscription6 = SingleAssignmentDisposable()
    let subscription7 = SingleAssignmentDisposable()
    let observer1 = CombineLatestObserver(
      parent: self, index: 0, setLatestValue: { (element: E1) in self.latestElement1 = element }, this: subscription1)
    let observer2 = CombineLatestObserver(
      parent: self, index: 1, setLatestValue: { (element: E2) in self.latestElement2 = element }, this: subscription2)
    let observer3 = CombineLatestObserver(
      parent: self, index: 2, setLatestValue: { (element: E3) in self.latestElement3 = element }, this: subscription3)
    let observer4 = CombineLatestObserver(
      parent: self, index: 3, setLatestValue: { (element: E4) in self.latestElement4 = element }, this: subscription4)
    let observer5 = CombineLatestObserver(
      parent: self, index: 4, setLatestValue: { (element: E5) in self.latestElement5 = element }, this: subscription5)
    let observer6 = CombineLatestObserver(
      parent: self, index: 5, setLatestValue: { (element: E6) in self.latestElement6 = element }, this: subscription6)
    let observer7 = CombineLatestObserver(
      parent: self, index: 6, setLatestValue: { (element: E7) in self.latestElement7 = element }, this: subscription7)
    subscription1.setDisposable(parent.source1.subscribe(observer1))
    subscription2.setDisposable(parent.source2.subscribe(observer2))
    subscription3.setDisposable(parent.source3.subscribe(observer3))
    subscription4.setDisposable(parent.source4.subscribe(observer4))
    subscription5.setDisposable(parent.source5.subscribe(observer5))
    subscription6.setDisposable(parent.source6.subscribe(observer6))
    subscription7.setDisposable(parent.source7.subscribe(observer7))
    return CompositeDisposable(
      subscription1, subscription2, subscription3, subscription4, subscription5, subscription6, subscription7)
  }

  override func getResult() throws -> Observer.Element {
    try parent.resultSelector(
      latestElement1!, latestElement2!, latestElement3!, latestElement4!, latestElement5!, latestElement6!,
      latestElement7!)
  }
}

/// The `combineLatest` sequence of 7 sources.
final private class CombineLatest7<E1, E2, E3, E4, E5, E6, E7, Result>: Producer<Result> {
  let source1: Observable<E1>
  let source2: Observable<E2>
  let source3: Observable<E3>
  let source4: Observable<E4>
  let source5: Observable<E5>
  let source6: Observable<E6>
  let source7: Observable<E7>
  let resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Result

  init(
    source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>,
    source5: Observable<E5>, source6: Observable<E6>, source7: Observable<E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Result
  ) {
    self.source1 = source1
    self.source2 = source2
    self.source3 = source3
    self.source4 = source4
    self.source5 = source5
    self.source6 = source6
    self.source7 = source7
    self.resultSelector = resultSelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Result {
    let sink = CombineLatestSink7(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}

extension ObservableType {
  /// Whenever any source sends, once all have sent at least once, the result of
  /// `resultSelector` on the latest element of each.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws
      -> Element
  ) -> Observable<Element> {
    CombineLatest8(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(),
      source7: source7.asObservable(), source8: source8.asObservable(), resultSelector: resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// The latest elements of all sources, as a tuple, whenever any sends once all have.
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
    CombineLatest8(
      source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(),
      source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(),
      source7: source7.asObservable(), source8: source8.asObservable(),
      resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) })
  }
}

/// `combineLatest` of 8 sources.
final private class CombineLatestSink8<E1, E2, E3, E4, E5, E6, E7, E8, Observer: ObserverType>: CombineLatestSink<
  Observer
>
{
  private let parent: CombineLatest8<E1, E2, E3, E4, E5, E6, E7, E8, Observer.Element>
  // Guarded by `lock`; read only once all are set.
  private var latestElement1: E1?
  private var latestElement2: E2?
  private var latestElement3: E3?
  private var latestElement4: E4?
  private var latestElement5: E5?
  private var latestElement6: E6?
  private var latestElement7: E7?
  private var latestElement8: E8?

  init(
    parent: CombineLatest8<E1, E2, E3, E4, E5, E6, E7, E8, Observer.Element>, observer: Observer, cancel: any Cancelable
  ) {
    self.parent = parent
    super.init(arity: 8, observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription1 = SingleAssignmentDisposable()
    let subscription2 = SingleAssignmentDisposable()
    let subscription3 = SingleAssignmentDisposable()
    let subscription4 = SingleAssignmentDisposable()
    let subscription5 = SingleAssignmentDisposable()
    let subscription6 = SingleAssignmentDisposable()
    let subscription7 = SingleAssignmentDisposable()
    let subscription8 = SingleAssignmentDisposable()
    let observer1 = CombineLatestObserver(
      parent: self, index: 0, setLatestValue: { (element: E1) in self.latestElement1 = element }, this: subscription1)
    let observer2 = CombineLatestObserver(
      parent: self, index: 1, setLatestValue: { (element: E2) in self.latestElement2 = element }, this: subscription2)
    let observer3 = CombineLatestObserver(
      parent: self, index: 2, setLatestValue: { (element: E3) in self.latestElement3 = element }, this: subscription3)
    let observer4 = CombineLatestObserver(
      parent: self, index: 3, setLatestValue: { (element: E4) in self.latestElement4 = element }, this: subscription4)
    let observer5 = CombineLatestObserver(
      parent: self, index: 4, setLatestValue: { (element: E5) in self.latestElement5 = element }, this: subscription5)
    let observer6 = CombineLatestObserver(
      parent: self, index: 5, setLatestValue: { (element: E6) in self.latestElement6 = element }, this: subscription6)
    let observer7 = CombineLatestObserver(
      parent: self, index: 6, setLatestValue: { (element: E7) in self.latestElement7 = element }, this: subscription7)
    let observer8 = CombineLatestObserver(
      parent: self, index: 7, setLatestValue: { (element: E8) in self.latestElement8 = element }, this: subscription8)
    subscription1.setDisposable(parent.source1.subscribe(observer1))
    subscription2.setDisposable(parent.source2.subscribe(observer2))
    subscription3.setDisposable(parent.source3.subscribe(observer3))
    subscription4.setDisposable(parent.source4.subscribe(observer4))
    subscription5.setDisposable(parent.source5.subscribe(observer5))
    subscription6.setDisposable(parent.source6.subscribe(observer6))
    subscription7.setDisposable(parent.source7.subscribe(observer7))
    subscription8.setDisposable(parent.source8.subscribe(observer8))
    return CompositeDisposable(
      subscription1, subscription2, subscription3, subscription4, subscription5, subscription6, subscription7,
      subscription8)
  }

  override func getResult() throws -> Observer.Element {
    try parent.resultSelector(
      latestElement1!, latestElement2!, latestElement3!, latestElement4!, latestElement5!, latestElement6!,
      latestElement7!, latestElement8!)
  }
}

/// The `combineLatest` sequence of 8 sources.
final private class CombineLatest8<E1, E2, E3, E4, E5, E6, E7, E8, Result>: Producer<Result> {
  let source1: Observable<E1>
  let source2: Observable<E2>
  let source3: Observable<E3>
  let source4: Observable<E4>
  let source5: Observable<E5>
  let source6: Observable<E6>
  let source7: Observable<E7>
  let source8: Observable<E8>
  let resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result

  init(
    source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>,
    source5: Observable<E5>, source6: Observable<E6>, source7: Observable<E7>, source8: Observable<E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result
  ) {
    self.source1 = source1
    self.source2 = source2
    self.source3 = source3
    self.source4 = source4
    self.source5 = source5
    self.source6 = source6
    self.source7 = source7
    self.source8 = source8
    self.resultSelector = resultSelector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Result {
    let sink = CombineLatestSink8(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
