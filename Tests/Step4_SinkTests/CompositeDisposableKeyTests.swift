import RxTestSupport
import Testing

@testable import Step4_Sink

/// A key names its child, not a place in a list: removing other children leaves it valid.
@Suite("CompositeDisposable keys", .watchdog())
struct CompositeDisposableKeyTests {
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
}
