import Dispatch
import Step3_Events
import Testing

@testable import Chapter03

@Suite("Chapter 3, exercise 4: remove one child early")
struct RemoveOneChildTests {
  @Test("each insert returns a key of its own")
  func keysDiffer() throws {
    let composite = KeyedCompositeDisposable()

    let first = try #require(composite.insert(CountingDisposable()), "insert into a live composite returns a key")
    let second = try #require(composite.insert(CountingDisposable()), "insert into a live composite returns a key")

    #expect(first != second)
  }

  @Test("remove(for:) disposes that child at once, and a later dispose() leaves it alone")
  func removeDisposesOneChild() throws {
    let composite = KeyedCompositeDisposable()
    let leaving = CountingDisposable()
    let staying = CountingDisposable()
    let key = try #require(composite.insert(leaving))
    _ = composite.insert(staying)

    composite.remove(for: key)
    #expect(leaving.count == 1, "removing a child disposes it")
    #expect(staying.count == 0, "the others are untouched")

    composite.dispose()
    #expect(leaving.count == 1, "a removed child is not disposed again")
    #expect(staying.count == 1)
  }

  @Test("removing with the same key twice disposes the child once")
  func removeTwice() throws {
    let composite = KeyedCompositeDisposable()
    let child = CountingDisposable()
    let key = try #require(composite.insert(child))

    composite.remove(for: key)
    composite.remove(for: key)

    #expect(child.count == 1)
  }

  @Test("dispose() disposes every child still inside, once, even when called twice")
  func disposeDisposesAll() {
    let composite = KeyedCompositeDisposable()
    let children = [CountingDisposable(), CountingDisposable()]
    for child in children { _ = composite.insert(child) }

    composite.dispose()
    composite.dispose()

    #expect(children.map(\.count) == [1, 1])
  }

  @Test("inserting into a disposed composite disposes the newcomer at once and returns no key")
  func insertAfterDispose() {
    let composite = KeyedCompositeDisposable()
    composite.dispose()
    let late = CountingDisposable()

    let key = composite.insert(late)

    #expect(key == nil)
    #expect(late.count == 1)
  }

  @Test("inserts, removes and a dispose racing on many threads: every child is disposed exactly once")
  func racingThreads() {
    let countsPerRun = (0..<50).map { _ in
      let composite = KeyedCompositeDisposable()
      let children = (0..<16).map { _ in CountingDisposable() }
      DispatchQueue.concurrentPerform(iterations: children.count + 1) { index in
        if index == children.count {
          composite.dispose()
        } else if let key = composite.insert(children[index]), index.isMultiple(of: 2) {
          composite.remove(for: key)
        }
      }
      return children.map(\.count)
    }

    let wrong = countsPerRun.filter { counts in counts.contains { $0 != 1 } }
    let wrongRuns = wrong.count
    #expect(wrongRuns == 0, "how often each child was disposed, in the first wrong run: \(wrong.first ?? [])")
  }
}
