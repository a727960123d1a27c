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
    for _ in 0..<50 {
      let composite = CompositeDisposable()
      let children = (0..<16).map { _ in CountingDisposable() }
      DispatchQueue.concurrentPerform(iterations: children.count + 1) { index in
        if index == children.count { composite.dispose() } else { composite.insert(children[index]) }
      }
      let allOnce = children.allSatisfy { $0.count == 1 }
      #expect(allOnce)
      if !allOnce { break }
    }
  }
}
