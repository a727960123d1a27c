import Foundation
import Step4_Sink
import Step6_Subjects
import Step7_Traits

// snippet: multicast
extension ObservableType {
  /// A connectable sequence that, once connected, feeds `subject` from this sequence; subscribers
  /// subscribe to `subject`. The same subject serves every connection, so what it remembers
  /// (a stop event, a replay buffer) outlives a connection.
  public func multicast<Subject: SubjectType>(_ subject: Subject)
    -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
  }

  /// A connectable sequence that makes a fresh subject with `makeSubject` when the connection
  /// that used the last one ends, by dispose or by a stop event from the source.
  public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
    -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
  }
}
// snippet: end

// snippet: connection
/// One connection: it passes the source's events to the subject, and disposing it (or a stop
/// event) ends the source subscription and makes the adapter forget this connection and its
/// subject.
final private class Connection<Subject: SubjectType>: ObserverType, Disposable,
  @unchecked Sendable
{
  typealias Element = Subject.Observer.Element

  private let lock: NSRecursiveLock
  // Guarded by `lock`.
  private var parent: ConnectableObservableAdapter<Subject>?
  private var subscription: (any Disposable)?
  private let subjectObserver: Subject.Observer
  private let disposed = AtomicInt(0)

  init(
    parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer,
    lock: NSRecursiveLock,
    subscription: any Disposable
  ) {
    self.parent = parent
    self.subjectObserver = subjectObserver
    self.lock = lock
    self.subscription = subscription
    Resources.incrementTotal(self)
  }

  func on(_ event: Event<Element>) {
    if disposed.isFlagSet(1) {
      return
    }
    if event.isStopEvent {
      // Forget the connection first, so that a subscriber reacting to the stop event by
      // connecting again gets a new connection and, with `makeSubject`, a new subject.
      dispose()
    }
    subjectObserver.on(event)
  }

  func dispose() {
    lock.withLock {
      disposed.fetchOr(1)
      guard let parent else { return }
      if parent.connection === self {
        parent.connection = nil
        parent.subject = nil
      }
      self.parent = nil
      subscription?.dispose()
      subscription = nil
    }
  }

  deinit {
    Resources.decrementTotal(self)
  }
}
// snippet: end

// snippet: adapter
/// `multicast`'s connectable sequence: one subject at a time, made when first needed, and at most
/// one connection.
final private class ConnectableObservableAdapter<Subject: SubjectType>:
  ConnectableObservable<Subject.Element>,
  @unchecked Sendable
{
  private let source: Observable<Subject.Observer.Element>
  private let makeSubject: () -> Subject

  fileprivate let lock = NSRecursiveLock()
  // Guarded by `lock`.
  fileprivate var subject: Subject?
  fileprivate var connection: Connection<Subject>?

  init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  override func connect() -> any Disposable {
    lock.withLock {
      // Connecting twice returns the connection already running: the source is not
      // subscribed again.
      if let connection {
        return connection
      }
      let assignment = SingleAssignmentDisposable()
      let connection = Connection(
        parent: self, subjectObserver: lazySubject.asObserver(), lock: lock,
        subscription: assignment)
      self.connection = connection
      // The source may stop during `subscribe`; the connection then disposes `assignment`,
      // which disposes the subscription as soon as it is set.
      assignment.setDisposable(source.subscribe(connection))
      return connection
    }
  }

  private var lazySubject: Subject {
    lock.withLock {
      if let subject {
        return subject
      }
      let subject = makeSubject()
      self.subject = subject
      return subject
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Subject.Element {
    lazySubject.subscribe(observer)
  }
}
// snippet: end

/// `multicast`'s selector form: each subscriber gets a subject of its own, the selector's
/// sequence built on it, and a connection made right after it subscribed.
final private class MulticastSink<Subject: SubjectType, Observer: ObserverType>: Sink<Observer>, ObserverType {
  private let parent: Multicast<Subject, Observer.Element>

  init(parent: Multicast<Subject, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    do {
      let subject = try parent.subjectSelector()
      let connectable = ConnectableObservableAdapter(source: parent.source, makeSubject: { subject })
      let observable = try parent.selector(connectable.asObservable())
      let subscription = observable.subscribe(self)
      let connection = connectable.connect()
      return Disposables.create(subscription, connection)
    } catch {
      forwardOn(.error(error))
      dispose()
      return Disposables.create()
    }
  }

  func on(_ event: Event<Observer.Element>) {
    forwardOn(event)
    if event.isStopEvent {
      dispose()
    }
  }
}

/// The producer of `multicast(_:selector:)`.
final private class Multicast<Subject: SubjectType, Result>: Producer<Result> {
  let source: Observable<Subject.Observer.Element>
  let subjectSelector: () throws -> Subject
  let selector: (Observable<Subject.Element>) throws -> Observable<Result>

  init(
    source: Observable<Subject.Observer.Element>, subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
  ) {
    self.source = source
    self.subjectSelector = subjectSelector
    self.selector = selector
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Result {
    let sink = MulticastSink(parent: self, observer: observer, cancel: cancel)
    let subscription = sink.run()
    return (sink: sink, subscription: subscription)
  }
}

extension ObservableType {
  /// For each subscriber: makes a subject with `subjectSelector`, gives `selector` that subject
  /// as a sequence (it may subscribe to it several times), subscribes the subscriber to what
  /// `selector` returns, then connects the subject to this sequence, once.
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    Multicast(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
  }
}
