import ExerciseSupport
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Testing

@testable import Chapter05b

@Suite("Chapter 5b, exercise 4: disposal from two threads at once")
struct SafeLinkTests {
  @Test("events reach the handler until a stop event, which takes the chain down")
  func stopEventTakesTheChainDown() {
    var send: AnyObserver<Int>?
    var heard: [String] = []
    let trace = traced { _ in
      RxPrototype.Observable<Int>
        .create { observer in
          send = observer
          return RxPrototype.NopDisposable()
        }
        .map { $0 * 10 }
        .subscribe(SafeLink { heard.append($0.description) })
    }

    send?.onNext(1)
    send?.onCompleted()
    send?.onNext(2)

    #expect(heard == ["next(10)", "completed"])
    #expect(trace.lines(endingWith: " disposed") == ["CreateSource disposed", "MapSink disposed"])
  }

  @Test("after dispose() returns, events reach nothing, and the link has let go of the source and the handler")
  func disposeLetsGo() {
    let tally = Tally()
    var heard: [String] = []
    weak var watchedToken: Token?
    weak var watchedSource: TallyDisposable?
    let link: SafeLink<Int>
    do {
      let token = Token()
      let source = TallyDisposable(tally)
      watchedToken = token
      watchedSource = source
      link = SafeLink { event in
        withExtendedLifetime(token) { heard.append(event.description) }
      }
      link.attach(source: source)
    }
    link.on(.next(1))

    link.dispose()
    link.dispose()
    link.on(.next(2))

    #expect(heard == ["next(1)"])
    #expect(tally.disposals == 1)
    #expect(watchedSource == nil, "the disposed link still holds its source")
    #expect(watchedToken == nil, "the disposed link still holds its handler")
    withExtendedLifetime(link) {}
  }

  @Test("dispose called from four threads at once disposes the source exactly once")
  func disposeFromManyThreads() {
    let counts = (0..<100).map { _ in
      let link = SafeLink<Int> { _ in }
      let source = AtomicCountingDisposable()
      link.attach(source: source)
      runTogether(threads: 4) { _ in link.dispose() }
      return source.count
    }

    #expect(counts.allSatisfy { $0 == 1 }, "disposals of the source per round: \(Set(counts).sorted())")
  }

  @Test("attach racing dispose on two threads disposes the source exactly once, whichever comes first")
  func attachRacingDispose() {
    let counts = (0..<200).map { _ in
      let link = SafeLink<Int> { _ in }
      let source = AtomicCountingDisposable()
      runTogether(threads: 2) { index in
        if index == 0 { link.attach(source: source) } else { link.dispose() }
      }
      return source.count
    }

    #expect(counts.allSatisfy { $0 == 1 }, "disposals of the source per round: \(Set(counts).sorted())")
  }
}

/// An object whose lifetime a test watches.
private final class Token {}

/// Where a `TallyDisposable` counts its disposals, so that the count outlives it.
private final class Tally {
  var disposals = 0
}

/// A disposable that counts its disposals in a `Tally`.
private final class TallyDisposable: RxPrototype.Disposable {
  let tally: Tally

  init(_ tally: Tally) {
    self.tally = tally
  }

  func dispose() {
    tally.disposals += 1
  }
}
