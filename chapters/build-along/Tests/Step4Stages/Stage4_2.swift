import Dispatch
import Foundation
import StageSupport
import Step4_Sink
import Testing

@Suite("4.2 A fresh core: Cancelable disposables, a Bag, a composite with keys")
struct Stage4_2 {
  @Test("Disposables.create(with:) runs its action on the first dispose only, and then reports isDisposed")
  func createWithRunsOnce() {
    var runs = 0
    let disposable = Disposables.create(with: { runs += 1 })
    #expect(!disposable.isDisposed)
    disposable.dispose()
    #expect(runs == 1)
    #expect(disposable.isDisposed)
    disposable.dispose()
    #expect(runs == 1)
  }

  @Test("a Disposables.create(with:) action runs once even when disposed from several threads at once")
  func createWithOnceAcrossThreads() {
    for _ in 0..<200 {
      let runs = LockedList<Int>()
      // Shared across threads on purpose: that is what the atomic flag inside is for.
      nonisolated(unsafe) let disposable = Disposables.create(with: { runs.append(1) })
      onThreads(4) { _ in disposable.dispose() }
      let count = runs.items.count
      #expect(count == 1)
      if count != 1 { break }
    }
  }

  @Test("insert returns a key for each child, and dispose disposes every child once, oldest first")
  func disposesEveryChild() {
    let order = LockedList<Int>()
    let composite = CompositeDisposable()
    let keys = (1...3).map { number in composite.insert(AnonymousDisposable { order.append(number) }) }
    #expect(keys.allSatisfy { $0 != nil })
    #expect(Set(keys.compactMap { $0 }).count == 3)
    #expect(composite.count == 3)
    composite.dispose()
    composite.dispose()
    #expect(order.items == [1, 2, 3])
    #expect(composite.count == 0)
  }

  @Test("remove(for:) takes that one child out and disposes it, and leaves the others inside")
  func removeDisposesOneChild() throws {
    let composite = CompositeDisposable()
    let first = CountingDisposable()
    let second = CountingDisposable()
    let firstKey = try #require(composite.insert(first))
    _ = composite.insert(second)
    composite.remove(for: firstKey)
    #expect(first.count == 1 && second.count == 0)
    #expect(composite.count == 1)
    composite.dispose()
    #expect(first.count == 1 && second.count == 1)
  }

  @Test("removing a key twice disposes its child once")
  func removeTwice() throws {
    let composite = CompositeDisposable()
    let child = CountingDisposable()
    let key = try #require(composite.insert(child))
    composite.remove(for: key)
    composite.remove(for: key)
    composite.dispose()
    #expect(child.count == 1)
  }

  @Test("inserting into a disposed composite disposes the newcomer at once and returns no key")
  func insertAfterDispose() {
    let composite = CompositeDisposable()
    composite.dispose()
    #expect(composite.isDisposed)
    let late = CountingDisposable()
    #expect(composite.insert(late) == nil)
    #expect(late.count == 1)
  }

  @Test(
    "the composite holds no lock while it disposes a child: the child's dispose may call into it from another thread")
  func disposesOutsideTheLock() {
    // Each child, while being disposed, asks the composite for its count from another thread and
    // waits for the answer; a composite still holding its lock would never give it. Each path runs
    // on a thread of its own, so that such a deadlock fails this rule instead of hanging the stage.
    var stuck: [String] = []
    let disposed = LockedList<String>()
    for path in ["dispose()", "remove(for:)", "insert into a disposed composite"] {
      let finished = finishes {
        let composite = CompositeDisposable()
        let child = Disposables.create(with: {
          callFromAnotherThread { _ = composite.count }
          disposed.append(path)
        })
        switch path {
        case "dispose()":
          _ = composite.insert(child)
          composite.dispose()
        case "remove(for:)":
          if let key = composite.insert(child) { composite.remove(for: key) }
        default:
          composite.dispose()
          _ = composite.insert(child)
        }
      }
      if !finished { stuck.append(path) }
    }
    #expect(
      stuck.isEmpty,
      """
      a child disposed by \(stuck.joined(separator: ", ")) waited for the composite's lock: take the \
      children out under the lock, and dispose them after unlocking
      """)
    #expect(disposed.items == ["dispose()", "remove(for:)", "insert into a disposed composite"])
  }

  @Test("the children given to init are disposed with the composite, and keys go on after them")
  func initialChildren() throws {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let composite = CompositeDisposable(first, second)
    let third = CountingDisposable()
    let key = try #require(composite.insert(third))
    composite.remove(for: key)
    #expect(first.count == 0 && second.count == 0 && third.count == 1)
    composite.dispose()
    #expect(first.count == 1 && second.count == 1)
  }

  @Test("an AnonymousDisposable lets go of its action, and what it captured, once it has run")
  func createWithReleasesAction() {
    weak var weakToken: Token?
    var ran = false
    let disposable: any Cancelable
    do {
      let token = Token()
      weakToken = token
      disposable = Disposables.create(with: { [token] in
        _ = token
        ran = true
      })
    }
    #expect(weakToken != nil)
    disposable.dispose()
    #expect(ran)
    #expect(weakToken == nil)
  }

  @Test("a key stays valid when children inserted before it are removed: each remove(for:) disposes its own child")
  func keysSurviveEarlierRemovals() throws {
    let composite = CompositeDisposable()
    let children = (0..<4).map { _ in CountingDisposable() }
    let keys = try children.map { try #require(composite.insert($0)) }
    composite.remove(for: keys[1])  // a middle key first, then a later one
    composite.remove(for: keys[3])
    #expect(children.map(\.count) == [0, 1, 0, 1])
    #expect(composite.count == 2)
  }

  @Test("a dispose from another thread while the action is still running does not run it again")
  func disposeWhileActionRuns() {
    // The action holds its thread until another thread's dispose has returned: the flag must be
    // set before the action runs, not after.
    let runs = LockedList<Int>()
    let inAction = DispatchSemaphore(value: 0)
    let otherDone = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var disposable: (any Cancelable)?
    disposable = Disposables.create(with: {
      runs.append(1)
      if runs.items.count == 1 {
        inAction.signal()
        _ = otherDone.wait(timeout: .now() + 10)  // a safety net only: the other thread returns at once
      }
    })
    Thread {
      inAction.wait()
      disposable?.dispose()
      otherDone.signal()
    }.start()
    disposable?.dispose()
    let count = runs.items.count
    #expect(count == 1, "the action ran \(count) times: set the flag before the action runs")
  }

  @Test("children inserted from other threads while the composite disposes are each disposed, once")
  func insertsRaceTheDisposal() {
    // The first child holds the disposal open until four inserts from other threads have
    // returned: the race happens every round, not by luck. On a thread of its own, so that inserts
    // that wait for a lock the disposal holds fail this rule instead of hanging the stage.
    for _ in 0..<20 {
      let late = (0..<4).map { _ in CountingDisposable() }
      let finished = finishes {
        let composite = CompositeDisposable()
        _ = composite.insert(Disposables.create(with: { onThreads(late.count) { _ = composite.insert(late[$0]) } }))
        composite.dispose()
      }
      #expect(
        finished,
        "dispose did not return within 5 s: an insert from another thread, made while the composite was disposing, waited for its lock"
      )
      if !finished { return }
      let lost = late.filter { $0.count == 0 }.count
      let twice = late.filter { $0.count > 1 }.count
      #expect(
        lost == 0,
        "\(lost) of the children inserted while the composite was disposing were never disposed: a disposed composite disposes a newcomer at once, so mark it disposed when you take its children"
      )
      #expect(
        twice == 0, "\(twice) of the children inserted while the composite was disposing were disposed more than once")
      if lost > 0 || twice > 0 { return }
    }
  }
}
