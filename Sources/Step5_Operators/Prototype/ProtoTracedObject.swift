import Step4_Sink

extension RxPrototype {
  /// The base of every prototype object. It keeps the trace that was current when it was made
  /// and writes its `created` and `deinit` lines there; it also counts itself in `Resources`, so
  /// that both designs are counted with the same yardstick.
  public class TracedObject {
    private let trace: Trace?

    init() {
      trace = RxPrototype.trace
      Resources.incrementTotal()
      log("created")
    }

    /// The name in trace lines: the class name without its generic arguments (`FilterSink`).
    var name: String {
      String(String(describing: type(of: self)).prefix { $0 != "<" })
    }

    /// Writes `NAME what` to the trace. Without a trace, `what` is not even built.
    func log(_ what: @autoclosure () -> String) {
      if let trace {
        trace.record("\(name) \(what())")
      }
    }

    deinit {
      log("deinit")
      Resources.decrementTotal()
    }
  }
}
