// Appendix "Sharing one subscription", exercise 1: autoconnect(), a connectable sequence that
// connects itself at its first subscriber.
// Check: swift test --package-path chapters/exercises --filter AppendixSharingTests.AutoConnectTests
// Hint:  chapters/exercises/hint sharing 1

import Appendix_Sharing
import Foundation
import Step4_Sink

extension ConnectableObservableType {
  /// Hands each subscriber to this connectable sequence, and connects it when the first one
  /// arrives: once, after that subscriber has subscribed, and never disconnects.
  func autoconnect() -> Observable<Element> {
    AutoConnect(source: self)
  }
}

/// `autoconnect()`'s sequence: a flag under a lock says whether it has connected.
final private class AutoConnect<Source: ConnectableObservableType>: Observable<Source.Element>, @unchecked Sendable {
  private let source: Source
  private let lock = NSLock()
  private var connected = false  // guarded by `lock`

  init(source: Source) {
    self.source = source
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Source.Element {
    // Subscribe first, so that the first subscriber hears what the source sends during connect().
    let subscription = source.subscribe(observer)
    let first = lock.withLock {
      defer { connected = true }
      return !connected
    }
    if first {
      _ = source.connect()  // never disposed: autoconnect does not disconnect
    }
    return subscription
  }
}
