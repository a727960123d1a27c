/// Scripts for the atomic integer: `fetchOr`, `load`, `isFlagSet` and `increment`, one after
/// another, compared by what each returns.
public enum AtomicScripts {
  /// One step of an atomic script.
  public enum Step: Equatable, Sendable {
    case fetchOr(Int32), load, isFlagSet(Int32), increment
  }

  /// What an atomic script needs of the atomic integer.
  public protocol AtomicUnderScript: AnyObject {
    func fetchOr(_ mask: Int32) -> Int32
    func load() -> Int32
    func isFlagSet(_ mask: Int32) -> Bool
    func increment() -> Int32
  }

  /// The reference: plain arithmetic on one thread.
  final class Reference: AtomicUnderScript {
    var value: Int32

    init(_ value: Int32) {
      self.value = value
    }

    func fetchOr(_ mask: Int32) -> Int32 {
      defer { value |= mask }
      return value
    }

    func load() -> Int32 { value }
    func isFlagSet(_ mask: Int32) -> Bool { value & mask != 0 }

    func increment() -> Int32 {
      defer { value &+= 1 }
      return value
    }
  }

  /// The runs of an atomic's scripts; the setup is the starting value.
  public typealias Runs = ScriptRuns<Int32, Step>

  /// The scripts of the atomic integer: yours made by `make` with a starting value.
  public static func spec(file: String, make: @escaping (Int32) -> any AtomicUnderScript) -> ScriptSpec<Int32, Step> {
    ScriptSpec(
      type: "AtomicInt", file: file,
      generate: { random in
        let masks: [Int32] = [1, 2, 4, 3, 6]
        let steps = (0..<random.int(2...10)).map { _ -> Step in
          random.weighted([
            (35, .fetchOr(random.pick(masks))), (20, .load), (25, .isFlagSet(random.pick(masks))), (20, .increment),
          ])
        }
        return (Int32(random.int(0...4)), steps)
      },
      listing: { script in
        (
          ["let state = AtomicInt(\(script.setup))"],
          script.steps.map {
            switch $0 {
            case .fetchOr(let mask): "state.fetchOr(\(mask))"
            case .load: "state.load()"
            case .isFlagSet(let mask): "state.isFlagSet(\(mask))"
            case .increment: "state.increment()"
            }
          }
        )
      },
      yours: { script, log, _ in run(script, log: log, atomic: make(script.setup)) },
      reference: { script, log in run(script, log: log, atomic: Reference(script.setup)) })
  }

  static func run(_ script: (setup: Int32, steps: [Step]), log: Log, atomic: any AtomicUnderScript) {
    for (index, step) in script.steps.enumerated() {
      log.step = index + 1
      switch step {
      case .fetchOr(let mask): log.note(.answers, "fetchOr(\(mask)) returns \(atomic.fetchOr(mask))")
      case .load: log.note(.answers, "load() returns \(atomic.load())")
      case .isFlagSet(let mask): log.note(.answers, "isFlagSet(\(mask)) returns \(atomic.isFlagSet(mask))")
      case .increment: log.note(.answers, "increment() returns \(atomic.increment())")
      }
    }
  }
}
