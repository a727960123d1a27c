import Foundation
import Step4_Sink
import Step7_Traits
import Synchronization

// snippet: tail-recursive-sink
/// The common part of `concat`, `catch(sequence:)` and `retry`: subscribe to the sequences of a
/// list one after another, the current subscription in a `SerialDisposable`, so that the next one
/// replaces it. The list is walked as it is subscribed to, one sequence at a time, so it may be
/// endless or made lazily.
///
/// The lists being walked are a stack of iterators. When the next sequence is itself one this
/// sink knows how to walk (a `concat` inside a `concat`), `extract` hands over its list, which goes
/// on top: a `concat` of `concat`s, however deep, is one walk by one sink.
///
/// Moving on happens when the current sequence ends, and it may end while it is being subscribed
/// to (`just`, `empty`, a cold sequence). Moving on from inside that subscribe would nest one
/// stack frame per sequence, so a gate queues the request and the call already moving on runs it
/// once it returns: a loop, however many sequences end at once.
class TailRecursiveSink<Observer: ObserverType>: Sink<Observer> {
  /// One list of sequences being walked, and how many sequences it has left, if that is known.
  typealias SequenceGenerator = (
    iterator: AnyIterator<Observable<Observer.Element>>, remaining: Int?
  )

  private var generators: [SequenceGenerator] = []  // touched only by `moveNext`, inside the gate
  let subscription = SerialDisposable()

  private let gate = NSLock()
  // Guarded by `gate`.
  private var requested = 0  // moves asked for and not yet made
  private var moving = false  // some call is inside the loop of `scheduleMoveNext`

  func run(_ sources: SequenceGenerator) -> any Disposable {
    generators.append(sources)
    scheduleMoveNext()
    return subscription
  }

  /// Subscribes to the next sequence, now, or after the move already under way on this stack.
  final func scheduleMoveNext() {
    let first = gate.withLock {
      requested += 1
      if moving { return false }
      moving = true
      return true
    }
    guard first else { return }
    while gate.withLock({ () -> Bool in
      if requested == 0 {
        moving = false
        return false
      }
      requested -= 1
      return true
    }) {
      moveNext()
    }
  }

  private func moveNext() {
    var next: Observable<Observer.Element>?
    while next == nil,
      let (iterator, remaining) = generators.popLast().map({ ($0.iterator, $0.remaining) })
    {
      if isDisposed { return }
      // this list is done: back to the one below
      guard let candidate = iterator.next() else { continue }
      // A list whose last sequence this was leaves the stack now, so that an endless chain of
      // `just(i).concat(rest)` keeps the stack one list deep.
      if let remaining {
        if remaining > 1 { generators.append((iterator, remaining - 1)) }
      } else {
        generators.append((iterator, nil))
      }
      if let nested = extract(candidate) {
        generators.append(nested)  // walk the nested list here rather than subscribe to it
        recordStackSize(generators.count)
      } else {
        next = candidate
      }
    }
    if isDisposed { return }
    guard let next else {
      done()
      return
    }
    let disposable = SingleAssignmentDisposable()
    subscription.disposable = disposable  // disposes the subscription to the sequence before
    disposable.setDisposable(subscribeToNext(next))
  }

  /// The list of sequences inside `source`, if it is a sequence this sink can walk itself;
  /// nil (the default) to subscribe to it.
  func extract(_ source: Observable<Observer.Element>) -> SequenceGenerator? {
    nil
  }

  /// Subscribes the subclass's observer to `source`.
  func subscribeToNext(_ source: Observable<Observer.Element>) -> any Disposable {
    fatalError("Abstract method: a subclass must override this")
  }

  /// No sequence is left: by default, complete.
  func done() {
    forwardOn(.completed)
    dispose()
  }

  override func dispose() {
    super.dispose()
    subscription.dispose()
  }
}
// snippet: end

#if TRACE_RESOURCES
  private let maxStackSize = Atomic<Int>(0)

  /// The most lists any `TailRecursiveSink` has held on its stack at once, as RxSwift's debug
  /// builds count it; set it to 0 before the run to measure.
  public var maxTailRecursiveSinkStackSize: Int {
    get { maxStackSize.load(ordering: .relaxed) }
    set { maxStackSize.store(newValue, ordering: .relaxed) }
  }

  private func recordStackSize(_ size: Int) {
    _ = maxStackSize.max(size, ordering: .relaxed)
  }
#else
  private func recordStackSize(_ size: Int) {}
#endif
