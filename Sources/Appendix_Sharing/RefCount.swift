import Foundation
import Step4_Sink

// snippet: ref-count
extension ConnectableObservableType {
  /// A sequence that connects this one when its first subscriber arrives and disconnects it
  /// when the last one leaves, or when the source stops.
  public func refCount() -> Observable<Element> {
    RefCount(source: self)
  }
}
// snippet: end

// snippet: ref-count-sink
/// One subscriber of `refCount`: it subscribes to the connectable sequence, then counts itself
/// in, connecting if it is the first.
final private class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>:
  Sink<Observer>,
  ObserverType
where Source.Element == Observer.Element {
  private let parent: RefCount<Source>
  // Which connection this subscriber counted itself into, so that it does not count itself out
  // of a later one.
  private var connectionIdSnapshot: Int64 = -1

  init(parent: RefCount<Source>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription = parent.source.subscribe(self)
    parent.lock.lock()
    defer { parent.lock.unlock() }
    connectionIdSnapshot = parent.connectionId
    if isDisposed {
      // The subject ended this subscriber already (a stop event it remembered): no connection.
      return Disposables.create()
    }
    if parent.count == 0 {
      parent.count = 1
      parent.connectableSubscription = parent.source.connect()
    } else {
      parent.count += 1
    }
    return Disposables.create { [parent, connectionIdSnapshot] in
      subscription.dispose()
      parent.lock.lock()
      defer { parent.lock.unlock() }
      if parent.connectionId != connectionIdSnapshot {
        return  // that connection has ended already; the count belongs to a newer one
      }
      if parent.count == 1 {
        parent.count = 0
        parent.connectableSubscription?.dispose()
        parent.connectableSubscription = nil
      } else if parent.count > 1 {
        parent.count -= 1
      } else {
        fatalError("refCount's count went below zero")
      }
    }
  }

  func on(_ event: Event<Observer.Element>) {
    switch event {
    case .next:
      forwardOn(event)
    case .error, .completed:
      // The source stopped: end this connection for everyone, and start the next count afresh,
      // so that the next subscriber connects again.
      parent.lock.lock()
      if parent.connectionId == connectionIdSnapshot {
        let connection = parent.connectableSubscription
        defer { connection?.dispose() }
        parent.count = 0
        parent.connectionId = parent.connectionId &+ 1
        parent.connectableSubscription = nil
      }
      parent.lock.unlock()
      forwardOn(event)
      dispose()
    }
  }
}
// snippet: end

/// The producer of `refCount`: the count and the connection live here, shared by all its sinks.
final private class RefCount<Source: ConnectableObservableType>: Producer<Source.Element>, @unchecked Sendable {
  let lock = NSRecursiveLock()
  // Guarded by `lock`.
  var count = 0
  var connectionId: Int64 = 0
  var connectableSubscription: (any Disposable)?

  let source: Source

  init(source: Source) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Source.Element {
    let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}
