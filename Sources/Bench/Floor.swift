// The floor: the same work as each workload, written by hand with plain closures and an array
// of observers, no library. Each operator is `@inline(never)` so that the optimiser cannot fuse a
// chain into one loop; what is left is the cost of the calls themselves.

/// What a hand-written sink receives: an element, or the end.
enum FloorEvent {
  case next(Int)
  case completed
}

typealias FloorSink = (FloorEvent) -> Void
typealias FloorSource = (@escaping FloorSink) -> Void

@inline(never)
func floorJust(_ value: Int) -> FloorSource {
  { sink in
    sink(.next(value))
    sink(.completed)
  }
}

@inline(never)
func floorLoop(_ count: Int) -> FloorSource {
  { sink in
    for value in 0..<count { sink(.next(value)) }
    sink(.completed)
  }
}

@inline(never)
func floorFilter(_ source: @escaping FloorSource, _ predicate: @escaping (Int) -> Bool) -> FloorSource {
  { sink in
    source { event in
      switch event {
      case .next(let value): if predicate(value) { sink(event) }
      case .completed: sink(event)
      }
    }
  }
}

@inline(never)
func floorMap(_ source: @escaping FloorSource, _ transform: @escaping (Int) -> Int) -> FloorSource {
  { sink in
    source { event in
      switch event {
      case .next(let value): sink(.next(transform(value)))
      case .completed: sink(event)
      }
    }
  }
}

/// A hand-written subject: an array of (key, handler), appended on subscribe, removed by key.
final class FloorSubject {
  private var handlers: [(key: Int, handler: (Int) -> Void)] = []
  private var nextKey = 0

  @inline(never)
  func subscribe(_ handler: @escaping (Int) -> Void) -> Int {
    nextKey += 1
    handlers.append((nextKey, handler))
    return nextKey
  }

  @inline(never)
  func unsubscribe(_ key: Int) {
    if let index = handlers.lastIndex(where: { $0.key == key }) {
      handlers.remove(at: index)
    }
  }

  @inline(never)
  func send(_ value: Int) {
    for entry in handlers { entry.handler(value) }
  }
}
