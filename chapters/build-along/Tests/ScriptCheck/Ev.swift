import Foundation
import Synchronization

/// An event as the scripts see it, whoever's `Event` type it came from: the element is an `Int`,
/// the error a name.
public enum Ev: Hashable, Sendable, CustomStringConvertible {
  case next(Int)
  case error(ErrorName)
  case completed

  /// Whether it is `error` or `completed`.
  public var isStop: Bool {
    if case .next = self { false } else { true }
  }

  /// `next(1)`, `error(TestError)`, `completed`: as `Event` prints itself.
  public var description: String {
    switch self {
    case .next(let value): "next(\(value))"
    case .error(let name): "error(\(name.rawValue))"
    case .completed: "completed"
    }
  }

  /// The call that sends it to an observer: `onNext(1)`, `onError(TestError())`, `onCompleted()`.
  public var call: String {
    switch self {
    case .next(let value): "onNext(\(value))"
    case .error(let name): "onError(\(name.code))"
    case .completed: "onCompleted()"
    }
  }
}

/// The errors scripts send and expect, by name.
public enum ErrorName: String, Hashable, Sendable {
  case testError = "TestError"
  case otherError = "OtherError"
  case disposed = "RxError.disposed"
  case noElements = "RxError.noElements"
  case moreThanOneElement = "RxError.moreThanOneElement"
  /// An error the scripts did not send.
  case unknown = "an unknown error"

  /// How a script writes it.
  public var code: String {
    switch self {
    case .testError: "TestError()"
    case .otherError: "OtherError()"
    case .disposed: "RxError.disposed(object: subject)"
    case .noElements: "RxError.noElements"
    case .moreThanOneElement: "RxError.moreThanOneElement"
    case .unknown: "error"
    }
  }
}

/// A second error for scripts, told apart from `TestError`.
public struct OtherError: Error, CustomStringConvertible, Equatable {
  public init() {}
  public var description: String { "OtherError" }
}

/// Another thread that runs `read` over and over until `finish()`: the reader of
/// `ScriptMode.readFromAnotherThread`. It shares nothing with the script's thread but the object
/// it reads, so that the thread sanitizer sees any property read without that object's lock.
public final class BackgroundReader: @unchecked Sendable {
  private let stopped = Atomic<Bool>(false)
  private let done = DispatchSemaphore(value: 0)
  // Let go of before `finish()` returns, with what it holds: the thread itself may outlive it.
  private var read: (() -> Void)?

  /// Starts reading.
  public init(_ read: @escaping () -> Void) {
    self.read = read
    Thread { [self] in
      // Relaxed: the flag must not order the reads with the script's writes, or the sanitizer
      // would see no race.
      while !stopped.load(ordering: .relaxed) { self.read?() }
      self.read = nil
      done.signal()
    }.start()
  }

  /// Stops the reading and waits for the reader to leave.
  public func finish() {
    stopped.store(true, ordering: .relaxed)
    done.wait()
  }
}

/// Runs `body` on a thread of its own and waits until it has run: a call into an object from
/// another thread, made from inside one of its callouts. If the object still holds its lock, the
/// other thread waits for it, and this one for the other, for good: the run that made the call
/// never returns, and the script reports the step.
public func onAnotherThread(_ body: @escaping () -> Void) {
  let call = Call(body)
  Thread {
    call.run()
    call.done.signal()
  }.start()
  call.done.wait()
}

/// A call made on another thread, let go of once it has run: the thread may end, and let go of
/// what it holds, only after the caller has moved on, which would keep the call's captures alive
/// into the script's next step.
private final class Call: @unchecked Sendable {
  let done = DispatchSemaphore(value: 0)
  private var body: (() -> Void)?

  init(_ body: @escaping () -> Void) {
    self.body = body
  }

  func run() {
    body?()
    body = nil
  }
}
