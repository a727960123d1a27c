// The tracker exists in debug builds only, and so do its tests; a release build's absence of it
// is checked on the release binary (.ci/no-tracker-in-release).
#if DEBUG
  import Dispatch
  import RxTestSupport
  import Testing

  @testable import Step4_Sink

  /// RxSwift's debug-build warnings about calls to `on` that overlap, caught where RxSwift catches
  /// them: a sink's `forwardOn` and the observer of `subscribe(onNext:…)` (RxSwift also watches
  /// `create`'s observer; Create.swift says why ours does not).
  /// (Not linked into the fast core's tests: the fast core leaves the tracker out.)
  @Suite("The synchronization tracker", .watchdog())
  struct SynchronizationTrackerTests {
    static let reentrancy = "⚠️ Reentrancy anomaly was detected."
    static let synchronization = "⚠️ Synchronization anomaly was detected."

    /// Runs `work` with the tracker's reports collected instead of printed, and returns them.
    func reports(_ work: () -> Void) -> [String] {
      let reports = LockedList<String>()
      Hooks.$synchronizationError.withValue({ reports.append($0) }, operation: work)
      return reports.items
    }

    /// The first line of each report.
    func headlines(_ reports: [String]) -> [String] {
      reports.map { String($0.prefix { $0 != "\n" }) }
    }

    @Test("a sink's forwardOn entered again from downstream, on the same thread, reports a reentrancy anomaly")
    func reenteredForwardOn() {
      let source = ManualSource<Int>()
      var sent = false
      let found = reports {
        _ = PassThrough(source: source.rawObservable).subscribe(
          AnyObserver<Int> { event in
            if event.element == 1, !sent {
              sent = true
              source.send(2)  // back into the same sink's forwardOn, which is still delivering 1
            }
          })
        source.send(1)
      }
      #expect(headlines(found) == [Self.reentrancy])
    }

    @Test("the report is RxSwift's text, and says where to set a breakpoint")
    func reportText() throws {
      let source = ManualSource<Int>()
      let found = reports {
        _ = PassThrough(source: source.rawObservable).subscribe(
          AnyObserver<Int> { event in if event.element == 1 { source.send(2) } })
        source.send(1)
      }
      let report = try #require(found.first)
      #expect(report.hasPrefix(Self.reentrancy + "\n  > Debugging: To debug this issue you can set a breakpoint in "))
      #expect(report.contains("SynchronizationTracker.swift:"))
      #expect(report.contains("  > Problem: This behavior is breaking the observable sequence grammar."))
      #expect(report.hasSuffix("    or by enqueuing sequence events in some other way.\n"))
    }

    @Test("create's observer entered again from downstream reports once, from the sink's forwardOn")
    func reenteredCreate() {
      let source = ManualSource<Int>()
      var sent = false
      let found = reports {
        _ = source.observable.subscribe(
          AnyObserver<Int> { event in
            if event.element == 1, !sent {
              sent = true
              source.send(2)
            }
          })
        source.send(1)
      }
      // RxSwift reports twice: it watches the sink's `on` too (see Create.swift)
      #expect(headlines(found) == [Self.reentrancy])
    }

    @Test("the observer of subscribe(onNext:) entered again from its own handler reports a reentrancy anomaly")
    func reenteredSubscribe() {
      let source = ManualSource<Int>()
      var sent = false
      let found = reports {
        _ = source.rawObservable.subscribe(onNext: { element in
          if element == 1, !sent {
            sent = true
            source.send(2)
          }
        })
        source.send(1)
      }
      #expect(headlines(found) == [Self.reentrancy])
    }

    @Test("events one after another, and a handler that sends to another source, report nothing")
    func noOverlapNoReport() {
      let first = ManualSource<Int>()
      let second = ManualSource<Int>()
      let found = reports {
        _ = second.observable.subscribe(onNext: { _ in })
        _ = first.observable.subscribe(onNext: { second.send($0) })
        first.send(1, 2, 3)
        first.send(.completed)
      }
      #expect(found.isEmpty)
    }

    @Test("a call that began and ended on the same thread leaves no trace: the next one is not reported")
    func countsComeBackDown() {
      let source = ManualSource<Int>()
      var sends = 0
      let found = reports {
        _ = PassThrough(source: source.rawObservable).subscribe(
          AnyObserver<Int> { _ in sends += 1 })
        for element in 1...3 { source.send(element) }
      }
      #expect(sends == 3)
      #expect(found.isEmpty)
    }

    @Test(
      "a second thread entering a sink's forwardOn while the first is still in it reports a synchronization anomaly"
    )
    func twoThreadsInForwardOn() {
      let source = ManualSource<Int>()
      let inside = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      let collected = LockedList<String>()
      let record: @Sendable (String) -> Void = { collected.append($0) }
      _ = PassThrough(source: source.rawObservable).subscribe(
        AnyObserver<Int> { event in
          if event.element == 1 {
            inside.signal()  // thread one is inside forwardOn now…
            release.wait()  // …and stays there until thread two has come and gone
          }
        })
      nonisolated(unsafe) let source1 = source
      let finished = finishes {
        onThreads(2) { index in
          Hooks.$synchronizationError.withValue(record) {
            if index == 0 {
              source1.send(1)
            } else {
              inside.wait()
              source1.send(2)
              release.signal()
            }
          }
        }
      }
      #expect(finished)
      #expect(headlines(collected.items) == [Self.synchronization])
      #expect(collected.items.first?.contains("Two different unsynchronized threads") == true)
    }
  }

  /// An operator that only forwards: its sink's `on` calls `forwardOn` and nothing else, so the
  /// tracker a test sees is `Sink`'s own.
  private final class PassThrough<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
      self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
      -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
      let sink = PassThroughSink(observer: observer, cancel: cancel)
      return (sink: sink, subscription: source.subscribe(sink))
    }
  }

  private final class PassThroughSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
      forwardOn(event)
    }
  }
#endif
