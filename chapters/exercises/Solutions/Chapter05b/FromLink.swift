// Chapter 5b, exercise 3: a source that stops at once. A reference solution.

import Step4_Sink
import Step5_Operators

/// The prototype's `from`: the elements of a Swift sequence, in order, then `completed`. (A struct
/// for the same reason as exercise 1's `PrototypeTake`.)
struct PrototypeFrom<Elements: Sequence> {
  let elements: Elements

  init(_ elements: Elements) {
    self.elements = elements
  }

  /// Makes a `FromLink` for `observer`, attaches it as `observer`'s source, then runs it.
  func subscribe(_ observer: any RxPrototype.Observer<Elements.Element>) {
    let link = FromLink<Elements>(observer: observer)
    observer.attach(source: link)  // wired before it runs: the observer can stop the walk
    link.run(elements)
  }
}

/// The first link of a `from` chain: it walks the sequence and forwards each element to the link
/// below. A link below that takes the chain down reaches it at once, even in the middle of the
/// walk, and from then on it pulls no further element from the sequence and sends nothing. After
/// the last element it sends `completed` and takes itself down. Disposing lets go of the observer;
/// only the first call acts.
final class FromLink<Elements: Sequence>: RxPrototype.Disposable {
  private var observer: (any RxPrototype.Observer<Elements.Element>)?
  private var isDisposed = false

  init(observer: any RxPrototype.Observer<Elements.Element>) {
    self.observer = observer
  }

  /// Walks `elements`, as described above.
  func run(_ elements: Elements) {
    var iterator = elements.makeIterator()
    // Ask before every pull: a `for` loop would pull the next element first and only then let
    // the body find out that the chain is down.
    while !isDisposed, let element = iterator.next() {
      observer?.on(.next(element))
    }
    guard !isDisposed else { return }
    observer?.on(.completed)
    dispose()
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    observer = nil
  }
}
