import StageSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

/// Every rule here calls back into a subject from inside its delivery. Each runs its calls on a
/// thread of its own (`finishes`), so that a subject that delivers with its lock held, where that
/// lock cannot be taken twice, fails the rule with a message instead of hanging the stage.
@Suite("6.3 Calling back into a subject from a handler")
struct Stage6_3 {
  /// What a deadlock here means.
  static let deadlock =
    "a call into the subject from inside a handler never returned: deliver after unlocking, from the snapshot"

  @Test("a handler that sends into its own subject is not deadlocked, and the nested event is delivered")
  func nestedOnNext() {
    let subject = PublishSubject<Int>()
    let log = LockedList<Int>()
    _ = subject.subscribe(
      AnyObserver(eventHandler: { event in
        guard let value = event.element else { return }
        log.append(value)
        if value == 1 { subject.on(.next(2)) }
      }))
    let finished = finishes { subject.on(.next(1)) }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(log.items == [1, 2])
  }

  @Test("a late subscriber whose handler calls back into the subject is not deadlocked")
  func lateSubscriberCallsBack() {
    // A late subscriber hears the stop event with the subject's lock held, as in RxSwift: a call
    // back in from its handler takes that lock again on the same thread.
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    var answered: Bool?
    let finished = finishes {
      _ = subject.subscribe { _ in answered = subject.hasObservers }
    }
    #expect(finished, "subscribe never returned: the subject's lock cannot be taken twice by one thread")
    #expect(answered == false, "the late subscriber's handler did not get its answer")
  }

  @Test("a subscriber added from inside a handler hears the next event, not the current one")
  func subscribeFromHandler() {
    let subject = PublishSubject<Int>()
    let late = EventRecorder<Int>()
    var subscribed = false
    _ = subject.subscribe(
      AnyObserver(eventHandler: { _ in
        if !subscribed {
          subscribed = true
          _ = subject.subscribe(late)
        }
      }))
    let finished = finishes {
      subject.on(.next(1))
      subject.on(.next(2))
    }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(late.descriptions == ["next(2)"])
  }

  @Test("a handler that disposes its own subscription hears nothing after the current event")
  func disposeFromHandler() {
    let subject = PublishSubject<Int>()
    var subscription: (any Disposable)?
    var seen: [Int] = []
    subscription = subject.subscribe(
      AnyObserver(eventHandler: { event in
        if let value = event.element { seen.append(value) }
        subscription?.dispose()
      }))
    let finished = finishes {
      subject.on(.next(1))
      subject.on(.next(2))
    }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(seen == [1])
    #expect(!subject.hasObservers)
  }

  @Test(
    "a stop event sent from inside a handler overtakes the event being delivered, so a later subscriber hears only the stop event"
  )
  func nestedCompletedOvertakes() {
    let subject = PublishSubject<Int>()
    let first = EventRecorder<Int>()
    _ = subject.subscribe { event in
      first.on(event)
      if case .next = event { subject.on(.completed) }
    }
    let second = EventRecorder<Int>()
    _ = subject.subscribe { second.on($0) }  // an AnonymousObserver: it drops a next after completed
    let finished = finishes { subject.on(.next(1)) }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(first.descriptions == ["next(1)", "completed"])
    #expect(second.descriptions == ["completed"])
  }

  @Test(
    "a subscription disposed by another handler during delivery still hears the event being delivered, and nothing after"
  )
  func disposeOtherDuringDelivery() {
    let subject = PublishSubject<Int>()
    var victim: (any Disposable)?
    _ = subject.subscribe { _ in victim?.dispose() }
    let recorder = EventRecorder<Int>()
    victim = subject.subscribe { recorder.on($0) }
    let finished = finishes {
      subject.on(.next(1))
      subject.on(.next(2))
    }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(recorder.descriptions == ["next(1)"])  // the snapshot taken for 1 still listed it
    #expect(subject.hasObservers)  // the disposer itself is still there
  }

  @Test("behind an operator, a subscription disposed during delivery misses even the event being delivered")
  func disposeOtherBehindOperator() {
    let subject = PublishSubject<Int>()
    var victim: (any Disposable)?
    _ = subject.subscribe { _ in victim?.dispose() }
    let recorder = EventRecorder<Int>()
    victim = subject.map { $0 * 10 }.subscribe(recorder)
    let witness = EventRecorder<Int>()
    _ = subject.subscribe(witness)
    let finished = finishes { subject.on(.next(1)) }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    // The snapshot still calls the map's sink, but the disposed sink forwards nothing.
    #expect(recorder.events.isEmpty)
    #expect(witness.descriptions == ["next(1)"])
  }

  @Test(
    "disposing the subject from inside a handler: the current event still reaches the rest of the snapshot, later events reach nobody"
  )
  func disposeSubjectFromHandler() {
    let subject = PublishSubject<Int>()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = subject.subscribe { event in
      first.on(event)
      subject.dispose()
    }
    _ = subject.subscribe(second)
    let finished = finishes {
      subject.on(.next(1))
      subject.on(.next(2))
    }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(first.descriptions == ["next(1)"])
    #expect(second.descriptions == ["next(1)"])
    #expect(subject.isDisposed)
  }
}
