import Appendix_Schedulers
import Foundation
import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// `zip` of any number of sources of one element type: for each position, the result of
  /// `resultSelector` on the elements of every source at that position.
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    ZipCollectionType(sources: collection, resultSelector: resultSelector)
  }

  /// `zip` of any number of sources of one element type, as arrays of the elements at each position.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    ZipCollectionType(sources: collection, resultSelector: { $0 })
  }
}

/// One subscription of `zip` over a collection: a queue per source, under one lock.
final private class ZipCollectionTypeSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
  private let parent: ZipCollectionType<SourceElement, Observer.Element>
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var numberOfValues = 0  // sources with at least one element waiting
  private var values: [Queue<SourceElement>]  // ring buffers: taking the first moves no other
  private var isDone: [Bool]
  private var numberOfDone = 0
  private let subscriptions: [SingleAssignmentDisposable]

  init(parent: ZipCollectionType<SourceElement, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    values = Array(repeating: Queue(), count: parent.count)
    isDone = Array(repeating: false, count: parent.count)
    subscriptions = (0..<parent.count).map { _ in SingleAssignmentDisposable() }
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<SourceElement>, atIndex index: Int) {
    lock.withLock {
      let count = parent.count
      switch event {
      case .next(let element):
        values[index].enqueue(element)
        if values[index].count == 1 {
          numberOfValues += 1
        }
        if numberOfValues < count {
          if numberOfDone == count - 1 {
            forwardOn(.completed)
            dispose()
          }
          return
        }
        do {
          var arguments: [SourceElement] = []
          arguments.reserveCapacity(count)
          numberOfValues = 0
          for source in 0..<values.count {
            arguments.append(values[source].dequeue()!)
            if !values[source].isEmpty {
              numberOfValues += 1
            }
          }
          forwardOn(.next(try parent.resultSelector(arguments)))
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
      forwardOn(.completed)
    }
    return CompositeDisposable(disposables: subscriptions)
  }
}

/// The `zip` sequence over a collection of sources.
/// It keeps the caller's collection and reads it on each subscription, as RxSwift does; only
/// the count is read at creation.
final private class ZipCollectionType<SourceElement, Result>: Producer<Result> {
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
    let sink = ZipCollectionTypeSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
