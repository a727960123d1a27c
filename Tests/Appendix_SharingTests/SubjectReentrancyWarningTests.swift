// Debug builds only, as the tracker itself (see Step 4's SynchronizationTrackerTests).
#if DEBUG
  import Appendix_Sharing
  import RxTestSupport
  import Step4_Sink
  import Testing

  /// The debug builds' reentrancy warning on this appendix's subjects, as on chapter 6's.
  @Suite("The reentrancy warning of ReplaySubject and AsyncSubject")
  struct SubjectReentrancyWarningTests {
    static let reentrancy = "⚠️ Reentrancy anomaly was detected."

    /// The first line of each report the tracker made while `work` ran.
    func headlines(_ work: () -> Void) -> [String] {
      let reports = LockedList<String>()
      Hooks.$synchronizationError.withValue({ reports.append($0) }, operation: work)
      return reports.items.map { String($0.prefix { $0 != "\n" }) }
    }

    /// A plain observer that sends 1 back into `subject` when it hears 0.
    func sendingOneBack<Subject: ObserverType>(into subject: Subject) -> AnyObserver<Int>
    where Subject.Element == Int {
      AnyObserver { event in
        if event.element == 0 { subject.onNext(1) }
      }
    }

    @Test("a ReplaySubject's onNext sent from one of its handlers reports a reentrancy anomaly")
    func replaySubject() {
      let subject = ReplaySubject<Int>.create(bufferSize: 2)
      let found = headlines {
        _ = subject.subscribe(sendingOneBack(into: subject))
        subject.onNext(0)
      }
      #expect(found == [Self.reentrancy])
    }

    @Test("an AsyncSubject's onNext sent while it delivers its end reports a reentrancy anomaly")
    func asyncSubject() {
      let subject = AsyncSubject<Int>()
      let found = headlines {
        _ = subject.subscribe(sendingOneBack(into: subject))
        subject.onNext(0)  // remembered, not sent: nothing is delivered yet
        subject.onCompleted()  // sends 0, whose handler sends 1 back in
      }
      #expect(found == [Self.reentrancy])
    }
  }
#endif
