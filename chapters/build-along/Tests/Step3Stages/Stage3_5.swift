import Dispatch
import Step3_Events
import Testing

@Suite("3.5 Many in one: CompositeDisposable")
struct Stage3_5 {
  @Test("disposing a composite disposes every child, once, even when disposed twice")
  func compositeDisposesChildren() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let composite = CompositeDisposable(first)
    composite.insert(second)
    #expect(composite.count == 2)
    composite.dispose()
    composite.dispose()
    #expect(first.count == 1)
    #expect(second.count == 1)
    #expect(composite.isDisposed)
    #expect(composite.count == 0)
  }

  @Test("adding to a disposed composite disposes the newcomer at once")
  func compositeDisposesLateInsert() {
    let composite = CompositeDisposable()
    composite.dispose()
    let late = CountingDisposable()
    composite.insert(late)
    #expect(late.count == 1)
    #expect(composite.count == 0)
  }

  @Test("a child may insert into its composite while being disposed without deadlock")
  func compositeReentrantInsert() {
    let composite = CompositeDisposable()
    let late = CountingDisposable()
    composite.insert(AnonymousDisposable { composite.insert(late) })
    // On a thread of its own, so that a deadlock fails this rule instead of hanging the stage.
    let finished = finishes { composite.dispose() }
    #expect(finished, "dispose never returned: the child's insert waits for the lock that dispose holds")
    #expect(late.count == 1)
  }

  @Test("inserts and a dispose racing on many threads: every child is disposed exactly once")
  func compositeAcrossThreads() {
    // Four threads insert while the composite is alive, four more while it is disposing: its first
    // child holds the disposal open until those inserts have returned, so the race happens every
    // round, not by luck. On a thread of its own, so that inserts that wait for a lock dispose
    // holds fail this rule instead of hanging the stage.
    for _ in 0..<20 {
      let early = (0..<4).map { _ in CountingDisposable() }
      let late = (0..<4).map { _ in CountingDisposable() }
      let finished = finishes {
        let composite = CompositeDisposable()
        composite.insert(AnonymousDisposable { onThreads(late.count) { composite.insert(late[$0]) } })
        onThreads(early.count) { composite.insert(early[$0]) }
        composite.dispose()
      }
      #expect(
        finished,
        "dispose did not return within 5 s: an insert from another thread, made while the composite was disposing, waited for its lock"
      )
      if !finished { return }
      let lost = late.filter { $0.count == 0 }.count
      let twice = (early + late).filter { $0.count > 1 }.count
      #expect(
        lost == 0,
        "\(lost) of the children inserted while the composite was disposing were never disposed: a disposed composite disposes a newcomer at once, so mark it disposed when you take its children"
      )
      #expect(twice == 0, "\(twice) children were disposed more than once")
      #expect(early.allSatisfy { $0.count == 1 }, "a child inserted before dispose was not disposed")
      if lost > 0 || twice > 0 { return }
    }
  }
}
