import Foundation
import Step4_Sink

// The part of `zip` that is the same for any number of sources. The public functions, and a sink
// and a producer per arity that Sources/GenerateArities/Table.swift lists, are generated: see
// ZipArity.swift.

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
  private let this: any Disposable  // this source's subscription
  private let setNextValue: (Element) -> Void

  init(
    parent: ZipSink<Observer>, index: Int, setNextValue: @escaping (Element) -> Void,
    this: any Disposable
  ) {
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
