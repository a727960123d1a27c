import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
  @testable import Step5_Operators
  @testable import Step6_Subjects
#endif

/// A subject calls its subscribers outside its lock, so a handler may call back into it. These
/// tests pin what happens then; the events reach their subscribers in the order a snapshot,
/// taken when each event arrived, lists them. Each sends on a thread of its own (`finishes`), so
/// that a subject that delivers with its lock held fails the test instead of hanging the run.
@Suite("Calling back into a subject from a handler", .watchdog())
struct ReentrancyTests {
  /// What a deadlock here means.
  static let deadlock = "a call into the subject from inside a handler never returned: is it delivering under its lock?"

  // snippet: nested-on-next-test
  @Test(
    "onNext from a handler arrives at once, nested, no deadlock: a later subscriber hears it first"
  )
  func nestedOnNext() {
    let subject = PublishSubject<Int>()
    let log = LockedList<String>()
    _ = subject.subscribe(onNext: { value in
      log.append("A \(value)")
      if value < 3 {
        subject.onNext(value + 1)  // bounded: stops at 3
      }
    })
    _ = subject.subscribe(onNext: { value in log.append("B \(value)") })
    let finished = finishes { subject.onNext(0) }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(log.items == ["A 0", "A 1", "A 2", "A 3", "B 3", "B 2", "B 1", "B 0"])
  }
  // snippet: end

  @Test(
    "a stop event sent from inside a handler overtakes the event being delivered, so a later subscriber hears only the stop event"
  )
  func nestedCompletedOvertakes() {
    let subject = PublishSubject<Int>()
    let first = EventRecorder<Int>()
    _ = subject.subscribe { event in
      first.on(event)
      if case .next = event { subject.onCompleted() }
    }
    let second = EventRecorder<Int>()
    _ = subject.subscribe { second.on($0) }  // an AnonymousObserver: it drops a next after completed
    let finished = finishes { subject.onNext(1) }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(first.descriptions == ["next(1)", "completed"])
    #expect(second.descriptions == ["completed"])
  }

  @Test("a subscriber added from inside a handler hears the next event, not the current one")
  func subscribeFromHandler() {
    let subject = PublishSubject<Int>()
    let newcomer = EventRecorder<Int>()
    var added = false
    _ = subject.subscribe(onNext: { _ in
      if !added {
        added = true
        _ = subject.subscribe(newcomer)
      }
    })
    let finished = finishes {
      subject.onNext(1)
      subject.onNext(2)
    }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(newcomer.elements == [2])
  }

  @Test(
    "a subscription disposed by another handler during delivery still hears the event being delivered, and nothing after"
  )
  func disposeOtherDuringDelivery() {
    let subject = PublishSubject<Int>()
    var victim: (any Disposable)?
    _ = subject.subscribe(onNext: { _ in victim?.dispose() })
    let recorder = EventRecorder<Int>()
    victim = subject.subscribe { recorder.on($0) }
    let finished = finishes {
      subject.onNext(1)
      subject.onNext(2)
    }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(recorder.elements == [1])  // the snapshot taken for 1 still listed it
    #expect(subject.hasObservers)  // the disposer itself is still there
  }

  @Test("behind an operator, a subscription disposed during delivery misses even the event being delivered")
  func disposeOtherBehindOperator() {
    let subject = PublishSubject<Int>()
    var victim: (any Disposable)?
    _ = subject.subscribe(onNext: { _ in victim?.dispose() })
    let recorder = EventRecorder<Int>()
    victim = subject.map { $0 * 10 }.subscribe(recorder)
    let finished = finishes { subject.onNext(1) }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    // The snapshot still calls the map's sink, but the disposed sink forwards nothing.
    #expect(recorder.events.isEmpty)
  }

  @Test("a handler that disposes its own subscription hears nothing after the current event")
  func disposeSelfDuringDelivery() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    var subscription: (any Disposable)?
    subscription = subject.subscribe { event in
      recorder.on(event)
      subscription?.dispose()
    }
    let finished = finishes {
      subject.onNext(1)
      subject.onNext(2)
    }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(recorder.elements == [1])
    #expect(!subject.hasObservers)
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
      subject.onNext(1)
      subject.onNext(2)
    }
    #expect(finished, "\(Self.deadlock)")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(first.elements == [1])
    #expect(second.elements == [1])
    #expect(subject.isDisposed)
  }

  @Test(
    "an observer whose release disposes another subscription is let go without deadlock, on unsubscribe and on dispose()"
  )
  func releaseCallsBack() {
    let subject = PublishSubject<Int>()
    let other = subject.subscribe(EventRecorder<Int>())
    let subscription = subject.subscribe { [guardian = DisposeOnDeinit(other)] _ in
      withExtendedLifetime(guardian) {}
    }
    // Releases the closure, whose guardian disposes `other` from its deinit.
    let finished = finishes { subscription.dispose() }
    #expect(finished, "unsubscribing never returned: is the observer released under the lock?")
    guard finished else { return }  // the stuck thread holds the lock for good
    #expect(!subject.hasObservers)

    let third = subject.subscribe(EventRecorder<Int>())
    _ = subject.subscribe { [guardian = DisposeOnDeinit(third)] _ in
      withExtendedLifetime(guardian) {}
    }
    // Releases everyone at once; a deinit calls back into the disposed subject.
    let finishedAgain = finishes { subject.dispose() }
    #expect(finishedAgain, "dispose() never returned: are the observers released under the lock?")
    guard finishedAgain else { return }  // the stuck thread holds the lock for good
    #expect(!subject.hasObservers)
  }
}
