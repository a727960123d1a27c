import ScriptCheck
import Step4_Sink

extension Event where Element == Int {
  /// The event as the scripts see it.
  public var ev: Ev {
    switch self {
    case .next(let value): .next(value)
    case .completed: .completed
    case .error(let error): .error(ErrorName(error))
    }
  }
}

extension Ev {
  /// The event as Step 4's `Event` has it.
  public var event: Event<Int> {
    switch self {
    case .next(let value): .next(value)
    case .completed: .completed
    case .error(let name): .error(name.error)
    }
  }
}

extension ErrorName {
  /// The name of `error`.
  public init(_ error: any Error) {
    switch error {
    case is TestError: self = .testError
    case is OtherError: self = .otherError
    case RxError.disposed: self = .disposed
    case RxError.noElements: self = .noElements
    case RxError.moreThanOneElement: self = .moreThanOneElement
    default: self = .unknown
    }
  }

  /// An error of this name.
  public var error: any Error {
    switch self {
    case .testError: TestError()
    case .otherError: OtherError()
    case .noElements: RxError.noElements
    case .moreThanOneElement: RxError.moreThanOneElement
    case .disposed, .unknown: RxError.unknown
    }
  }
}

/// Runs `body` with a `Resources.Tally` of its own and returns how many of the objects counted in
/// it are still alive afterwards: what a script left behind.
public func countingObjects(_ body: () -> Void) -> Int {
  let tally = Resources.Tally()
  Resources.$tally.withValue(tally) { body() }
  return tally.alive
}
