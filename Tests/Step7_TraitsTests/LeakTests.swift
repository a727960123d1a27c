import RxTestSupport
import Step5_Operators
import Testing

@testable import Step4_Sink
@testable import Step7_Traits

@Suite("Nothing is left alive", .watchdog())
struct LeakTests {
  @Test("after a Single succeeds, what its create closure captured is released")
  func singleReleased() {
    weak var weakToken: Token?
    var subscription: (any Disposable)?
    do {
      let token = Token()
      weakToken = token
      subscription = Single<Int>.create { [token] observer in
        _ = token
        observer(.success(1))
        return Disposables.create()
      }.subscribe(onSuccess: { _ in })
    }
    #expect(weakToken == nil)
    withExtendedLifetime(subscription) {}  // held by the caller throughout
  }

  @Test("after a Maybe completes empty, what its create closure captured is released")
  func maybeReleased() {
    weak var weakToken: Token?
    var subscription: (any Disposable)?
    do {
      let token = Token()
      weakToken = token
      subscription = Maybe<Int>.create { [token] observer in
        _ = token
        observer(.completed)
        return Disposables.create()
      }.subscribe(onCompleted: {})
    }
    #expect(weakToken == nil)
    withExtendedLifetime(subscription) {}  // held by the caller throughout
  }

  @Test("after an andThen chain completes, both stages and what they captured are released")
  func andThenReleasedAfterCompletion() {
    weak var weakFirstToken: Token?
    weak var weakSecondToken: Token?
    var finishFirst: ((CompletableEvent) -> Void)?
    var subscription: (any Disposable)?
    do {
      let firstToken = Token()
      let secondToken = Token()
      weakFirstToken = firstToken
      weakSecondToken = secondToken
      let first = Completable.create { observer in
        finishFirst = observer
        // The running first stage's disposable holds the token, as real work holds its resources.
        return Disposables.create(with: { _ = firstToken })
      }
      let second = Single<Int>.create { [secondToken] observer in
        _ = secondToken
        observer(.success(1))
        return Disposables.create()
      }
      subscription = first.andThen(second).subscribe(onSuccess: { _ in })
    }
    #expect(weakFirstToken != nil)  // alive while the chain waits for the first stage
    finishFirst?(.completed)
    finishFirst = nil
    #expect(weakFirstToken == nil)
    #expect(weakSecondToken == nil)
    withExtendedLifetime(subscription) {}  // held by the caller throughout
  }

  /// The four kinds of second stage `andThen` takes, one overload each.
  enum SecondStage: String, CaseIterable, CustomTestStringConvertible {
    case single, maybe, completable, observable
    var testDescription: String { rawValue }
  }

  @Test(
    "once the first stage completes, andThen lets go of it and of what its closure captured, while the second runs",
    arguments: SecondStage.allCases)
  func firstStageReleasedWhileSecondRuns(_ kind: SecondStage) {
    let numbers = ManualSource<Int>()
    let silence = ManualSource<Never>()
    weak var weakToken: Token?
    var subscription: (any Disposable)?
    do {
      let token = Token()
      weakToken = token
      let first = Completable.create { [token] observer in
        _ = token
        observer(.completed)
        return Disposables.create()
      }
      subscription =
        switch kind {
        case .single: first.andThen(Single(raw: numbers.observable)).subscribe()
        case .maybe: first.andThen(Maybe(raw: numbers.observable)).subscribe()
        case .completable: first.andThen(silence.observable.asCompletable()).subscribe()
        case .observable: first.andThen(numbers.observable).subscribe()
        }
    }
    // The second stage is subscribed and still running...
    #expect(numbers.subscriptions + silence.subscriptions == 1)
    #expect(numbers.disposals + silence.disposals == 0)
    // ...and nothing of the first is kept for it.
    #expect(weakToken == nil)
    withExtendedLifetime(subscription) {}  // held by the caller throughout
  }

  @Test("after an andThen chain is disposed in its first stage, both stages are released")
  func andThenReleasedAfterDispose() {
    weak var weakFirstToken: Token?
    weak var weakSecondToken: Token?
    let subscription: any Disposable
    do {
      let firstToken = Token()
      let secondToken = Token()
      weakFirstToken = firstToken
      weakSecondToken = secondToken
      let first = Completable.create { _ in
        Disposables.create(with: { _ = firstToken })  // held while the first stage runs
      }
      let second = Completable.create { [secondToken] observer in
        _ = secondToken
        observer(.completed)
        return Disposables.create()
      }
      subscription = first.andThen(second).subscribe()
    }
    #expect(weakFirstToken != nil)
    #expect(weakSecondToken != nil)
    subscription.dispose()
    #expect(weakFirstToken == nil)
    #expect(weakSecondToken == nil)
  }

  @Test(
    "when the three-image chain has finished and its disposable is dropped, no counted object is alive",
    .enabled(if: Resources.isTracing))
  func threeImagesCount() {
    let tally = Resources.Tally()
    Resources.$tally.withValue(tally) {
      let downloads = SimulatedDownloads()
      let subscription = downloads.downloadImage(name: "image1")
        .andThen(downloads.downloadImage(name: "image2"))
        .andThen(downloads.downloadImage(name: "image3"))
        .subscribe()
      #expect(tally.alive > 0)
      for name in ["image1", "image2", "image3"] { downloads.finish(name) }
      withExtendedLifetime(subscription) {}
    }
    #expect(tally.created > 0)
    #expect(tally.alive == 0)
  }
}
