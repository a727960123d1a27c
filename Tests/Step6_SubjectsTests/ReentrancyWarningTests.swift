// Debug builds only, as the tracker itself (see Step 4's SynchronizationTrackerTests).
#if DEBUG
  import Dispatch
  import RxTestSupport
  import Testing

  @testable import Step4_Sink
  @testable import Step6_Subjects

  /// RxSwift's debug-build warning about a subject's `on` entered again before it returned, the
  /// case "Calling back into a subject from a handler" pins. (Not linked into the fast core's
  /// tests: the fast core leaves the tracker out.)
  @Suite("The subjects' reentrancy warning", .watchdog())
  struct ReentrancyWarningTests {
    static let reentrancy = "⚠️ Reentrancy anomaly was detected."
    static let synchronization = "⚠️ Synchronization anomaly was detected."

    /// The first line of each report the tracker made while `work` ran.
    func headlines(_ work: () -> Void) -> [String] {
      let reports = LockedList<String>()
      Hooks.$synchronizationError.withValue({ reports.append($0) }, operation: work)
      return reports.items.map { String($0.prefix { $0 != "\n" }) }
    }

    /// An observer that sends `element + 1` back into `subject` for each element below `limit`:
    /// a plain observer, so that the only tracker on the way is the subject's.
    func sendingBack<Subject: ObserverType>(into subject: Subject, below limit: Int) -> AnyObserver<Int>
    where Subject.Element == Int {
      AnyObserver { event in
        if let element = event.element, element < limit {
          subject.onNext(element + 1)
        }
      }
    }

    @Test("a PublishSubject's onNext sent from one of its handlers reports a reentrancy anomaly, once per nested call")
    func publishSubject() {
      let subject = PublishSubject<Int>()
      let found = headlines {
        _ = subject.subscribe(sendingBack(into: subject, below: 2))
        subject.onNext(0)  // 0, then 1 nested inside it, and 2 inside that: two nested calls
      }
      #expect(found == [Self.reentrancy, Self.reentrancy])
    }

    @Test("a BehaviorSubject's onNext sent from one of its handlers reports a reentrancy anomaly")
    func behaviorSubject() {
      let subject = BehaviorSubject(value: 10)
      let found = headlines {
        _ = subject.subscribe(sendingBack(into: subject, below: 1))  // the replayed 10: no send
        subject.onNext(0)
      }
      #expect(found == [Self.reentrancy])
    }

    @Test("a handler that sends to another subject, and events sent one after another, report nothing")
    func noOverlap() {
      let first = PublishSubject<Int>()
      let second = PublishSubject<Int>()
      let found = headlines {
        _ = second.subscribe(AnyObserver { _ in })
        _ = first.subscribe(AnyObserver { event in if let element = event.element { second.onNext(element) } })
        first.onNext(1)
        first.onNext(2)
        first.onCompleted()
      }
      #expect(found.isEmpty)
    }

    @Test("a replay to a new subscriber is not a call to on: a handler that sends from it reports nothing")
    func replayIsNotOn() throws {
      let subject = BehaviorSubject(value: 0)
      let found = headlines {
        // The replayed 0 reaches the handler inside subscribe, not inside on: one call to on.
        _ = subject.subscribe(sendingBack(into: subject, below: 1))
      }
      #expect(found.isEmpty)
      #expect(try subject.value() == 1)
    }

    @Test("a second thread sending to a subject while the first is still delivering reports a synchronization anomaly")
    func twoThreads() {
      let subject = PublishSubject<Int>()
      let inside = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      let reports = LockedList<String>()
      let record: @Sendable (String) -> Void = { reports.append($0) }
      _ = subject.subscribe(
        AnyObserver<Int> { event in
          if event.element == 1 {
            inside.signal()
            release.wait()
          }
        })
      let finished = finishes {
        onThreads(2) { index in
          Hooks.$synchronizationError.withValue(record) {
            if index == 0 {
              subject.onNext(1)
            } else {
              inside.wait()
              subject.onNext(2)
              release.signal()
            }
          }
        }
      }
      #expect(finished)
      #expect(reports.items.map { String($0.prefix { $0 != "\n" }) } == [Self.synchronization])
    }
  }
#endif
