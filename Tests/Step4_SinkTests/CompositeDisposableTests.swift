import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
#endif

/// Step 4's `CompositeDisposable` hands out a key for each child, as RxSwift's does.
@Suite("CompositeDisposable with keys", .watchdog())
struct CompositeDisposableTests {
  @Test("insert returns a key for each child, and dispose disposes every child once, oldest first")
  func disposesEveryChild() {
    let order = LockedList<Int>()
    let composite = CompositeDisposable()
    let keys = (1...3).map { number in composite.insert(Disposables.create(with: { order.append(number) })) }
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
    let late = CountingDisposable()
    #expect(composite.insert(late) == nil)
    #expect(late.count == 1)
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

  @Test("Disposables.create(first, second, third) disposes all three, once")
  func createThree() {
    let children = (0..<3).map { _ in CountingDisposable() }
    let all = Disposables.create(children[0], children[1], children[2])
    all.dispose()
    all.dispose()
    #expect(children.map(\.count) == [1, 1, 1])
    #expect(all.isDisposed)
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
}
