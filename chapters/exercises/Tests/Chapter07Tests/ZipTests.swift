import ExerciseSupport
import RxTestSupport
import Step4_Sink
import Step7_Traits
import Synchronization
import Testing

@testable import Chapter07

@Suite("Chapter 7, exercise 5: two Singles at once")
struct ZipTests {
  @Test("zip subscribes to both at once and succeeds with the pair once both have, whichever comes first")
  func pair() {
    let first = ManualSource<Int>()
    let second = ManualSource<String>()
    let log = OutcomeLog()
    let zipped: Single<(Int, String)> = Single.zip(first.observable.asSingle(), second.observable.asSingle())
    _ = zipped.map { "\($0.0)\($0.1)" }.subscribe(into: log)
    let subscribedAtOnce = [first.subscriptions, second.subscriptions]

    second.succeed("a")
    let outcomesWithOne = log.outcomes
    first.succeed(1)

    #expect(subscribedAtOnce == [1, 1])
    #expect(outcomesWithOne.isEmpty)
    #expect(log.outcomes == ["success(1a)"])
  }

  @Test("a failure of either fails the zip at once, and disposes the other")
  func failure() {
    let first = ManualSource<Int>()
    let second = ManualSource<Int>()
    let log = OutcomeLog()
    _ = Single.zip(first.observable.asSingle(), second.observable.asSingle()).map { $0.0 + $0.1 }
      .subscribe(into: log)

    second.send(.error(TestError()))

    #expect(log.outcomes == ["failure(TestError)"])
    #expect(first.disposals == 1)
  }

  @Test("disposing the zip before it answers disposes both")
  func dispose() {
    let first = ManualSource<Int>()
    let second = ManualSource<Int>()
    let log = OutcomeLog()
    let subscription = Single.zip(first.observable.asSingle(), second.observable.asSingle()).map { $0.0 + $0.1 }
      .subscribe(into: log)

    first.succeed(1)
    subscription.dispose()
    second.succeed(2)

    #expect(log.outcomes.isEmpty)
    #expect([first.disposals, second.disposals] == [1, 1])
  }

  @Test("two Singles answering on two threads at once give exactly one pair")
  func twoThreads() {
    let pairsPerRound = (0..<200).map { round in
      let results = Atomic<Int>(0)
      nonisolated(unsafe) var answers: [(Int) -> Void] = []
      let single = { (index: Int) in
        Single<Int>.create { observer in
          answers.append { observer(.success($0)) }
          return Disposables.create()
        }
      }
      let subscription = Single.zip(single(0), single(1)).subscribe { result in
        if case .success((round, round)) = result { results.add(1, ordering: .relaxed) }
      }
      nonisolated(unsafe) let answer = answers
      guard answer.count == 2 else { return 0 }  // zip did not subscribe to both
      runTogether(threads: 2) { index in answer[index](round) }
      withExtendedLifetime(subscription) {}
      return results.load(ordering: .relaxed)
    }

    #expect(pairsPerRound.allSatisfy { $0 == 1 }, "pairs per round: \(Set(pairsPerRound).sorted())")
  }
}
