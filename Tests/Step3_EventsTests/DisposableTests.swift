import Dispatch
import Synchronization
import Testing

@testable import Step3_Events

/// Counts how often it is disposed.
final class CountingDisposable: Disposable, @unchecked Sendable {
  private let disposals = Atomic<Int>(0)
  var count: Int { disposals.load(ordering: .relaxed) }
  func dispose() { disposals.add(1, ordering: .relaxed) }
}

@Suite("Disposables")
struct DisposableTests {
  @Test("an AnonymousDisposable runs its action on the first dispose only")
  func anonymousRunsOnce() {
    var runs = 0
    let disposable = AnonymousDisposable { runs += 1 }
    #expect(!disposable.isDisposed)
    disposable.dispose()
    #expect(runs == 1)
    disposable.dispose()
    #expect(runs == 1)
    #expect(disposable.isDisposed)
  }

  @Test("an AnonymousDisposable lets go of its action, and what it captured, once it has run")
  func anonymousReleasesAction() {
    final class Resource {}
    var resource: Resource? = Resource()
    weak let weakResource = resource
    let disposable = AnonymousDisposable { [resource] in _ = resource }
    resource = nil
    #expect(weakResource != nil)
    disposable.dispose()
    #expect(weakResource == nil)
  }

  @Test("an AnonymousDisposable disposed from many threads at once runs its action once")
  func anonymousOnceAcrossThreads() {
    for _ in 0..<200 {
      let runs = Atomic<Int>(0)
      let disposable = AnonymousDisposable { runs.add(1, ordering: .relaxed) }
      DispatchQueue.concurrentPerform(iterations: 8) { _ in disposable.dispose() }
      #expect(runs.load(ordering: .relaxed) == 1)
    }
  }

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
    // On a thread of its own: a composite that disposes under its lock deadlocks, and fails the test.
    #expect(finishes { composite.dispose() }, "the insert from inside dispose never returned")
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
      #expect(children.allSatisfy { $0.count == 1 })
    }
  }
}
