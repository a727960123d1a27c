import StageSupport
import Step4_Sink
import Step5_Operators
import Testing

/// `of` and `from` send one element per turn of the trampoline, as RxSwift's do.
extension Stage5_4 {
  @Test("two of sequences subscribed in one subscription take turns, one element each")
  func twoSequencesTakeTurns() {
    let seen = LockedList<Int>()
    let outer = Observable.of(0).map { _ in
      _ = Observable.of(1, 2).subscribe(onNext: { seen.append($0) })
      _ = Observable.of(3, 4).subscribe(onNext: { seen.append($0) })
    }
    _ = outer.subscribe(onNext: { _ in })
    #expect(seen.items == [1, 3, 2, 4])
  }

  @Test("from over an endless sequence, cut by take, sends what take asks for and completes")
  func endlessSequenceCutByTake() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...).take(3).subscribe(recorder)
    #expect(recorder.descriptions == ["next(1)", "next(2)", "next(3)", "completed"])
  }

  @Test("a long sequence is walked without growing the stack")
  func longSequenceStaysFlat() {
    var count = 0
    _ = Observable.from(0..<200_000).subscribe(onNext: { _ in count += 1 })
    #expect(count == 200_000)
  }

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
