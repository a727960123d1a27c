import Step4_Sink

extension RxPrototype {
  /// The base of every prototype object. It keeps the trace that was current when it was
  /// made and writes its `created` and `deinit` lines there; it also counts itself in
  /// `Resources`, so that both designs are counted with the same yardstick.
  ///
  /// The trace is compiled in only where `TRACE_RESOURCES` is defined (debug builds of
  /// this package, which the tests and the tour are): a release build stores no trace,
  /// reads no task-local value and builds no line, so that the benchmark compares the two
  /// designs alone.
  public class TracedObject {
    #if TRACE_RESOURCES
      private let trace: Trace?
    #endif

    init() {
      #if TRACE_RESOURCES
        trace = RxPrototype.trace
      #endif
      Resources.incrementTotal(self)
      log("created")
    }

    /// The name in trace lines: the class name without its generic arguments
    /// (`FilterSink`).
    var name: String {
      String(String(describing: type(of: self)).prefix { $0 != "<" })
    }

    /// Writes `NAME what` to the trace. Without a trace, `what` is not even built; in a
    /// release build this is empty.
    func log(_ what: @autoclosure () -> String) {
      #if TRACE_RESOURCES
        if let trace {
          trace.record("\(name) \(what())")
        }
      #endif
    }

    deinit {
      log("deinit")
      Resources.decrementTotal(self)
    }
  }

  /// Whether this build writes the trace at all: where `Resources` counts, the trace is
  /// kept (debug builds of this package).
  public static var isTracing: Bool {
    Resources.isTracing
  }
}
