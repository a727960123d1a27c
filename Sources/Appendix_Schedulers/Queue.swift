// snippet: queue
/// A first-in, first-out queue in a ring buffer: `enqueue` writes after the last item, `dequeue`
/// reads the first and moves a start index, so neither moves the other items (O(1), averaged
/// over the occasional doubling). An array's `removeFirst()` moves every item left behind, which
/// makes draining a backlog of n items take n²/2 moves.
package struct Queue<Element> {
  private var storage: ContiguousArray<Element?>
  private var head = 0  // where the first item is
  package private(set) var count = 0

  /// An empty queue with room for `capacity` items before it grows.
  package init(capacity: Int = 0) {
    storage = ContiguousArray(repeating: nil, count: capacity)
  }

  /// True when nothing waits.
  package var isEmpty: Bool { count == 0 }

  /// The first item, without taking it.
  package func peek() -> Element? {
    isEmpty ? nil : storage[head]
  }

  /// Adds `element` at the back.
  package mutating func enqueue(_ element: Element) {
    if count == storage.count {
      grow()
    }
    storage[(head + count) % storage.count] = element
    count += 1
  }

  /// Takes the first item, or nil when empty.
  package mutating func dequeue() -> Element? {
    guard count > 0 else { return nil }
    defer {
      storage[head] = nil  // the queue no longer keeps it alive
      head = (head + 1) % storage.count
      count -= 1
    }
    return storage[head]
  }

  /// Doubles the storage, copying the items in order to its start.
  private mutating func grow() {
    var larger = ContiguousArray<Element?>(repeating: nil, count: Swift.max(storage.count * 2, 4))
    for index in 0..<count {
      larger[index] = storage[(head + index) % storage.count]
    }
    storage = larger
    head = 0
  }
}
// snippet: end
