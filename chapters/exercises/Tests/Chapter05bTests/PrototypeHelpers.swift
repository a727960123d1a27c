import Step4_Sink
import Step5_Operators

/// Runs `body` with a fresh trace installed for the prototype's objects and returns the trace.
/// Objects made inside keep writing to it after `body` returns (their `deinit` lines, say).
func traced(_ body: (RxPrototype.Trace) -> Void) -> RxPrototype.Trace {
  let trace = RxPrototype.Trace()
  RxPrototype.$trace.withValue(trace) { body(trace) }
  return trace
}

extension RxPrototype.Trace {
  /// The lines that end with `suffix` (" disposed", " deinit"), in order.
  func lines(endingWith suffix: String) -> [String] {
    lines.filter { $0.hasSuffix(suffix) }
  }
}

/// A prototype observer for tests: it logs `attach` and every event, and polices nothing. It
/// keeps the source it is attached to, and disposes it only when told to: at once when attached,
/// or after a number of events.
final class PrototypeRecorder<Element>: RxPrototype.Observer {
  private(set) var log: [String] = []
  private(set) var source: (any RxPrototype.Disposable)?
  private let disposeOnAttach: Bool
  private let disposeSourceAfter: Int?
  private var events = 0

  init(disposeOnAttach: Bool = false, disposeSourceAfter: Int? = nil) {
    self.disposeOnAttach = disposeOnAttach
    self.disposeSourceAfter = disposeSourceAfter
  }

  func attach(source: any RxPrototype.Disposable) {
    log.append("attach")
    self.source = source
    if disposeOnAttach {
      source.dispose()
    }
  }

  func on(_ event: Event<Element>) {
    log.append(event.description)
    events += 1
    if events == disposeSourceAfter {
      source?.dispose()
    }
  }

  /// The events only, as RxSwift prints them.
  var descriptions: [String] { log.filter { $0 != "attach" } }
}

/// A disposable that counts how often it was disposed, to return from a `create` closure.
final class CountingPrototypeDisposable: RxPrototype.Disposable {
  private(set) var count = 0

  func dispose() {
    count += 1
  }
}

/// The numbers from 1 to `limit`, counting how many of them have been pulled.
final class PullCounter: Sequence {
  let limit: Int
  private(set) var pulled = 0

  init(limit: Int) {
    self.limit = limit
  }

  func makeIterator() -> AnyIterator<Int> {
    AnyIterator { [self] in
      guard pulled < limit else { return nil }
      pulled += 1
      return pulled
    }
  }
}

/// A disposable that counts how often it was disposed, from any thread.
final class AtomicCountingDisposable: RxPrototype.Disposable, Sendable {
  private let disposals = AtomicInt(0)

  var count: Int { Int(disposals.load()) }

  func dispose() {
    disposals.increment()
  }
}
