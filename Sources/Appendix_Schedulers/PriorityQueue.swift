/// A binary heap: the item of highest priority is always first, and adding or taking one costs
/// O(log n) swaps along a path from the root, instead of the O(n) moves of a sorted array. The
/// virtual time scheduler keeps its work in one, ordered by time, then by the order scheduled.
struct PriorityQueue<Element> {
  private let hasHigherPriority: (Element, Element) -> Bool
  private var elements: [Element] = []  // a heap: each parent goes before its two children

  /// An empty queue in which `a` comes before `b` when `hasHigherPriority(a, b)`.
  init(hasHigherPriority: @escaping (Element, Element) -> Bool) {
    self.hasHigherPriority = hasHigherPriority
  }

  /// True when nothing waits.
  var isEmpty: Bool { elements.isEmpty }

  /// How many items wait.
  var count: Int { elements.count }

  /// The item of highest priority, without taking it.
  func peek() -> Element? {
    elements.first
  }

  /// Adds `element` at the bottom and lets it rise past every parent of lower priority.
  mutating func enqueue(_ element: Element) {
    elements.append(element)
    var index = elements.count - 1
    while index > 0 {
      let parent = (index - 1) / 2
      guard hasHigherPriority(elements[index], elements[parent]) else { break }
      elements.swapAt(index, parent)
      index = parent
    }
  }

  /// Takes the item of highest priority: the last item moves to the root and sinks below every
  /// child of higher priority.
  mutating func dequeue() -> Element? {
    guard !elements.isEmpty else { return nil }
    elements.swapAt(0, elements.count - 1)
    let first = elements.removeLast()
    var index = 0
    while true {
      let left = 2 * index + 1
      let right = left + 1
      var highest = index
      if left < elements.count && hasHigherPriority(elements[left], elements[highest]) {
        highest = left
      }
      if right < elements.count && hasHigherPriority(elements[right], elements[highest]) {
        highest = right
      }
      if highest == index { break }
      elements.swapAt(index, highest)
      index = highest
    }
    return first
  }
}
