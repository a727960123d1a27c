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

/// Other threads, one per property, that read over and over until `finish()`: the readers of
/// `ScriptMode.readFromAnotherThread`. Each shares nothing with the script's thread, or with the
/// other readers, but the object it reads: a reader that took the object's lock for one property
/// would order the script's writes before its unlocked read of another, and hide that race from the
/// thread sanitizer.
public final class BackgroundReader: @unchecked Sendable {
  private let stopped = Atomic<Bool>(false)
  private let done = DispatchSemaphore(value: 0)
  private let count: Int

  /// Starts one thread per read, and returns once each has read once: the script's steps then run
  /// while they read.
  public init(_ reads: [() -> Void]) {
    count = reads.count
    let started = DispatchSemaphore(value: 0)
    for read in reads {
      // Let go of, with what it holds, before `finish()` returns: the thread may outlive it.
      let call = Call(read)
      Thread { [self] in
        call.run(keeping: true)
        started.signal()
        // Relaxed: the flag must not order the reads with the script's writes either. One read
        // more after the script has stopped is one more the sanitizer compares with its writes.
        repeat { call.run(keeping: true) } while !stopped.load(ordering: .relaxed)
        call.drop()
        done.signal()
      }.start()
    }
    for _ in reads { started.wait() }
  }

  /// Stops the reading and waits for the readers to leave.
  public func finish() {
    stopped.store(true, ordering: .relaxed)
    for _ in 0..<count { done.wait() }
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

  func run(keeping: Bool = false) {
    body?()
    if !keeping { body = nil }
  }

  func drop() {
    body = nil
  }
}
