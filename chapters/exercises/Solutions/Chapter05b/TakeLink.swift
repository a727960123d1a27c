// Chapter 5b, exercise 1: take, as a prototype link. A reference solution.

import Step4_Sink
import Step5_Operators

extension RxPrototype.Observable {
  /// The first `count` elements (at least one), then `completed`.
  func take(_ count: Int) -> PrototypeTake<Element> {
    PrototypeTake(source: self, count: count)
  }
}

/// The `take` sequence of the prototype. (`RxPrototype.Observable` is public but not open, so no
/// other module can subclass it: this sequence is a struct of its own, subscribed the same way.)
struct PrototypeTake<Element> {
  let source: RxPrototype.Observable<Element>
  let count: Int

  /// Makes a `TakeLink` for `observer`, attaches it as `observer`'s source, then subscribes it to
  /// `source`: the chain is wired before anything runs.
  func subscribe(_ observer: any RxPrototype.Observer<Element>) {
    let link = TakeLink(count: count, observer: observer)
    observer.attach(source: link)
    source.subscribe(link)
  }
}

/// One subscription's `take` link, in the middle of a chain: what `ObservableSink` (internal to
/// Step 5) gives `FilterSink` and `MapSink`, plus a count. It holds both neighbours: the source
/// above, to take down, and the observer below, to forward to.
///
/// After its last element it forwards `completed` and takes the chain above down itself, whether
/// or not its observer disposes it. A link disposed before its source is attached disposes that
/// source as soon as it arrives. Disposing lets go of both neighbours, and only the first call acts.
final class TakeLink<Element>: RxPrototype.Observer, RxPrototype.Disposable {
  private var source: (any RxPrototype.Disposable)?
  private var observer: (any RxPrototype.Observer<Element>)?
  private var remaining: Int
  private var isDisposed = false

  init(count: Int, observer: any RxPrototype.Observer<Element>) {
    self.remaining = count
    self.observer = observer
  }

  func attach(source: any RxPrototype.Disposable) {
    if isDisposed {
      source.dispose()  // the observer below gave up before the chain above was wired
    } else {
      self.source = source
    }
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      guard remaining > 0 else { return }
      remaining -= 1
      forward(event)
      if remaining == 0 {
        forward(.completed)
        // Needed when the observer below does not take the chain down on `completed` (a
        // `SubscriptionSink` would, and then this call finds the link already disposed).
        dispose()
      }
    case .error, .completed:
      forward(event)
      dispose()
    }
  }

  /// Passes `event` to the link below, unless this link has been disposed.
  private func forward(_ event: Event<Element>) {
    observer?.on(event)
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    source?.dispose()  // the chain above goes first, from its top link down
    source = nil
    observer = nil
  }
}
