import Foundation
import Step4_Sink

// The part of `combineLatest` that is the same for any number of sources. The public functions,
// and a sink and a producer per arity that Sources/GenerateArities/Table.swift lists, are
// generated: see CombineLatestArity.swift.

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
