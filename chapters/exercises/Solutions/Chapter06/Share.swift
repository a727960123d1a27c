// Chapter 6, exercise 6: share, a hot observable from a cold one. A reference solution.

import Foundation
import Step4_Sink
import Step6_Subjects

extension ObservableType {
  /// RxSwift's `share()`: one subscription to this sequence, shared by all subscribers through a
  /// `PublishSubject`. The first subscriber connects it: the subject subscribes to the source.
  /// Later subscribers join the subject and hear what is sent from then on. When the last
  /// subscriber leaves, the source's subscription is disposed, and the next subscriber connects
  /// again. A stop event from the source reaches every subscriber and ends the connection, so the
  /// next subscriber connects again too.
  func share() -> Observable<Element> {
    Share(source: asObservable())
  }
}

/// The shared sequence: at most one `Connection` at a time, made by the first subscriber.
///
/// `@unchecked Sendable`: its `var` lives behind `lock`.
final class Share<Element>: Observable<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var connection: Connection<Element>?

  init(source: Observable<Element>) {
    self.source = source
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    // Under the lock: find or make the connection, count the newcomer in, and subscribe it to the
    // subject (which calls nothing out: a `PublishSubject` only stores the observer).
    let (connection, isFirst, subscription) = lock.withLock {
      let connection = self.connection ?? Connection()
      self.connection = connection
      connection.subscribers += 1
      return (connection, connection.subscribers == 1, connection.subject.subscribe(observer))
    }
    // Outside the lock: the source may send at once, and a handler may subscribe again.
    if isFirst {
      connection.connect(to: source) { [weak self] in self?.end(connection) }
    }
    return Disposables.create(with: { [weak self] in
      subscription.dispose()
      self?.leave(connection)
    })
  }

  /// One subscriber of `connection` has left; the last one ends it.
  private func leave(_ connection: Connection<Element>) {
    let isLast = lock.withLock {
      connection.subscribers -= 1
      return connection.subscribers == 0
    }
    if isLast {
      end(connection)
    }
  }

  /// Forgets `connection`, if it is still the current one, and disposes its subscription to the
  /// source: the next subscriber connects anew.
  private func end(_ connection: Connection<Element>) {
    lock.withLock {
      if self.connection === connection {
        self.connection = nil
      }
    }
    connection.disconnect()
  }
}

/// One connection of a `Share`: the subject its subscribers listen to, and the one subscription
/// of the source that feeds it.
final class Connection<Element>: @unchecked Sendable {
  let subject = PublishSubject<Element>()
  // Guarded by the `Share`'s lock.
  var subscribers = 0
  private let lock = NSLock()
  // Guarded by `lock`.
  private var subscription: (any Disposable)?
  private var isDisconnected = false

  /// Subscribes the subject to `source`; `ended` runs when the source stops.
  func connect(to source: Observable<Element>, ended: @escaping () -> Void) {
    let subject = self.subject
    let subscription = source.subscribe { event in
      subject.on(event)
      if event.isStopEvent {
        ended()
      }
    }
    // The source may have stopped, or everyone left, while `subscribe` was running.
    let disposeNow = lock.withLock {
      if isDisconnected { return true }
      self.subscription = subscription
      return false
    }
    if disposeNow {
      subscription.dispose()
    }
  }

  /// Disposes the subscription to the source, once, now or as soon as it arrives.
  func disconnect() {
    let subscription: (any Disposable)? = lock.withLock {
      if isDisconnected { return nil }
      isDisconnected = true
      defer { self.subscription = nil }
      return self.subscription
    }
    subscription?.dispose()
  }
}
