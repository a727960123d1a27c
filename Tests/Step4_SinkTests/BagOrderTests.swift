import RxTestSupport
import Testing

@testable import Step4_Sink

/// `CompositeDisposable` keeps its children in a `Bag`, so it disposes them in RxSwift's order.
@Suite("CompositeDisposable in the Bag's order", .watchdog())
struct CompositeDisposableOrderTests {
  @Test("once the oldest child has been removed, the next one inserted is disposed first")
  func newcomerTakesTheFirstSlot() throws {
    let order = LockedList<String>()
    let composite = CompositeDisposable()
    func child(_ name: String) -> any Disposable { Disposables.create(with: { order.append(name) }) }
    let a = try #require(composite.insert(Disposables.create()))
    _ = composite.insert(child("B"))
    _ = composite.insert(child("B2"))
    composite.remove(for: a)
    _ = composite.insert(child("C"))
    composite.dispose()
    #expect(order.items == ["C", "B", "B2"])
  }

  @Test("removing children from a large composite, newest first, leaves the others in place")
  func removeFromLargeComposite() throws {
    let composite = CompositeDisposable()
    let children = (0..<200).map { _ in CountingDisposable() }
    let keys = try children.map { try #require(composite.insert($0)) }
    for key in keys.reversed().prefix(150) {
      composite.remove(for: key)
    }
    #expect(composite.count == 50)
    composite.dispose()
    #expect(children.allSatisfy { $0.count == 1 })
  }
}
