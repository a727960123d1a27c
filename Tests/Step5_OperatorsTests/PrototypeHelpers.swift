import RxTestSupport
import Step4_Sink
import Testing

@testable import Step5_Operators

/// Runs `body` with a fresh trace installed for the prototype's objects and returns the trace.
/// Objects made inside keep writing to it after `body` returns (their `deinit` lines, say).
/// The trace is compiled into debug builds only, which is what `swift test` builds.
func traced(_ body: (RxPrototype.Trace) -> Void) -> RxPrototype.Trace {
  #expect(RxPrototype.isTracing, "the prototype's trace is compiled into debug builds only")
  let trace = RxPrototype.Trace()
  RxPrototype.$trace.withValue(trace) { body(trace) }
  return trace
}

/// A prototype observer for tests: it records every event and polices nothing. It keeps the
/// source it is attached to, and disposes it only when asked to, after `disposeSourceAfter` events.
final class PrototypeRecorder<Element>: RxPrototype.Observer {
  private(set) var events: [Event<Element>] = []
  private(set) var source: (any RxPrototype.Disposable)?
  private(set) var attachments = 0
  var disposeSourceAfter: Int?

  init(disposeSourceAfter: Int? = nil) {
    self.disposeSourceAfter = disposeSourceAfter
  }

  func attach(source: any RxPrototype.Disposable) {
    attachments += 1
    self.source = source
  }

  func on(_ event: Event<Element>) {
    events.append(event)
    if events.count == disposeSourceAfter {
      source?.dispose()
    }
  }

  /// The events as RxSwift prints them, e.g. `["next(1)", "completed"]`.
  var descriptions: [String] { events.map(\.description) }
}

/// A disposable that counts how often it was disposed, to return from a `create` closure.
final class CountingDisposable: RxPrototype.Disposable {
  private(set) var disposals = 0

  func dispose() {
    disposals += 1
  }
}

/// A prototype disposable that runs `action` when it is disposed, every time.
struct PrototypeActionDisposable: RxPrototype.Disposable {
  let action: () -> Void

  func dispose() {
    action()
  }
}

extension RxPrototype.Trace {
  /// The lines that end with `suffix` (" disposed", " deinit"), in order.
  func lines(endingWith suffix: String) -> [String] {
    lines.filter { $0.hasSuffix(suffix) }
  }

  /// The lines from the first one equal to `first` to the end.
  func lines(from first: String) -> ArraySlice<String> {
    let all = lines
    return all[(all.firstIndex(of: first) ?? all.endIndex)...]
  }
}
