import RxTestSupport
import Testing

@testable import Step4_Sink
@testable import Step5_Operators

/// `of` and `from` send one element per turn of the trampoline, as RxSwift's do on their default
/// scheduler, `CurrentThreadScheduler`.
@Suite("of and from on the trampoline", .watchdog())
struct SequenceTrampolineTests {
  @Test("two of sequences subscribed in one subscription take turns, one element each")
  func twoSequencesTakeTurns() {
    let seen = LockedList<Int>()
    _ = Observable<Int>.create { observer in
      _ = Observable.of(1, 2).subscribe(onNext: { observer.onNext($0) })
      _ = Observable.of(3, 4).subscribe(onNext: { observer.onNext($0) })
      return Disposables.create()
    }.subscribe(onNext: { seen.append($0) })
    #expect(seen.items == [1, 3, 2, 4])
  }

  @Test("from over an endless sequence, cut by take, sends what take asks for and completes")
  func endlessSequenceCutByTake() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...).take(3).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
  }

  @Test("at the top of a thread, subscribe returns only after every element and completed")
  func topLevelSubscriptionFinishesBeforeReturning() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from([1, 2, 3]).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
  }

  @Test("a long sequence is walked without growing the stack")
  func longSequenceStaysFlat() {
    var count = 0
    _ = Observable.from(0..<200_000).subscribe(onNext: { _ in count += 1 })
    #expect(count == 200_000)
  }

  @Test("disposing the subscription between two elements stops the walk")
  func disposingStopsTheWalk() {
    let seen = LockedList<Int>()
    var subscription: (any Disposable)?
    _ = Observable<Int>.create { _ in
      subscription = Observable.from(1...).subscribe(onNext: { seen.append($0) })
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        subscription?.dispose()
        return Disposables.create()
      }
      return Disposables.create()
    }.subscribe { _ in }
    #expect(seen.items == [1])
  }
}

/// What a finished `of` or `from` keeps: nothing, even while the caller holds the subscription.
@Suite("of and from let go when they finish", .watchdog())
struct SequenceReleaseTests {
  @Test("once completed, of's sink lets go of the observer, while the caller still holds the subscription")
  func completedSequenceReleasesItsObserver() {
    weak var weakToken: Token?
    var subscription: (any Disposable)?
    let seen = LockedList<Int>()
    do {
      let token = Token()
      weakToken = token
      subscription = Observable.of(1, 2).subscribe(onNext: { element in
        withExtendedLifetime(token) {}
        seen.append(element)
      })
    }
    #expect(seen.items == [1, 2])
    #expect(weakToken == nil)
    withExtendedLifetime(subscription) {}
  }
}
