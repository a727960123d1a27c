import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// `combineLatest` of any number of sources of one element type: whenever any sends, once all
  /// have sent, the result of `resultSelector` on the latest element of each, in order.
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    CombineLatestCollectionType(sources: collection, resultSelector: resultSelector)
  }

  /// `combineLatest` of any number of sources of one element type, as arrays of the latest elements.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    CombineLatestCollectionType(sources: collection, resultSelector: { $0 })
  }
}

/// One subscription of `combineLatest` over a collection: an optional latest value per source,
/// under one lock.
final private class CombineLatestCollectionTypeSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
  private let parent: CombineLatestCollectionType<SourceElement, Observer.Element>
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var numberOfValues = 0
  private var values: [SourceElement?]
  private var isDone: [Bool]
  private var numberOfDone = 0
  private let subscriptions: [SingleAssignmentDisposable]

  init(parent: CombineLatestCollectionType<SourceElement, Observer.Element>, observer: Observer, cancel: any Cancelable)
  {
    self.parent = parent
    values = Array(repeating: nil, count: parent.count)
    isDone = Array(repeating: false, count: parent.count)
    subscriptions = (0..<parent.count).map { _ in SingleAssignmentDisposable() }
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<SourceElement>, atIndex index: Int) {
    lock.withLock {
      let count = parent.count
      switch event {
      case .next(let element):
        if values[index] == nil {
          numberOfValues += 1
        }
        values[index] = element
        if numberOfValues < count {
          // Every other source done, and one of them without an element: no result can come.
          if numberOfDone - (isDone[index] ? 1 : 0) == count - 1 {
            forwardOn(.completed)
            dispose()
          }
          return
        }
        do {
          forwardOn(.next(try parent.resultSelector(values.map { $0! })))
        } catch {
          forwardOn(.error(error))
          dispose()
        }
      case .error(let error):
        forwardOn(.error(error))
        dispose()
      case .completed:
        if isDone[index] { return }
        isDone[index] = true
        numberOfDone += 1
        if numberOfDone == count {
          forwardOn(.completed)
          dispose()
        } else {
          subscriptions[index].dispose()
        }
      }
    }
  }

  func run() -> any Disposable {
    for (index, source) in parent.sources.enumerated() {
      subscriptions[index].setDisposable(source.subscribe(AnyObserver { event in self.on(event, atIndex: index) }))
    }
    if parent.count == 0 {
      do {
        forwardOn(.next(try parent.resultSelector([])))
        forwardOn(.completed)
      } catch {
        forwardOn(.error(error))
      }
      dispose()
    }
    return CompositeDisposable(disposables: subscriptions)
  }
}

/// The `combineLatest` sequence over a collection of sources.
/// It keeps the caller's collection and reads it on each subscription, as RxSwift does; only
/// the count is read at creation.
final private class CombineLatestCollectionType<SourceElement, Result>: Producer<Result> {
  private let makeSources: () -> AnySequence<Observable<SourceElement>>
  let count: Int
  let resultSelector: ([SourceElement]) throws -> Result

  init<Collection: Swift.Collection>(
    sources: Collection, resultSelector: @escaping ([SourceElement]) throws -> Result
  ) where Collection.Element: ObservableType, Collection.Element.Element == SourceElement {
    makeSources = { AnySequence(sources.lazy.map { $0.asObservable() }) }
    count = sources.count
    self.resultSelector = resultSelector
  }

  /// The sources, made as they are read: each subscription reads the collection again.
  var sources: AnySequence<Observable<SourceElement>> {
    makeSources()
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Result {
    let sink = CombineLatestCollectionTypeSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
