// Complete: the debug builds' warning about overlapping calls to `on`, which chapter 4's
// aside on `#if DEBUG` describes; your sink and subjects can do without it.

// Debug builds only, as in RxSwift: a release build has no tracker, and no call to one.
#if DEBUG
  import Foundation

  /// RxSwift's debug-build watch on the grammar of events. Each call to a sink's
  /// `forwardOn`, to the observer of `subscribe(onNext:…)` or to a subject's `on`
  /// registers here; a call that starts before the last one on the same object has
  /// returned is reported through `Hooks.synchronizationError`: from the same thread, a
  /// reentrancy anomaly; from another thread, a synchronization anomaly.
  ///
  /// `package`, not `public`: the subjects of later modules use it, nobody else.
  /// `@unchecked Sendable`: `threads` is read and written only with `lock` held.
  package final class SynchronizationTracker: @unchecked Sendable {
    /// What the report says the problem is; RxSwift 6 sends only `default`.
    package enum SynchronizationErrorMessages: String {
      /// Two threads inside `on` at once.
      case `default` = """
        Two different unsynchronized threads are trying to send some event \
        simultaneously.
            This is undefined behavior because the ordering of the effects caused by \
        these events is nondeterministic and depends on the\u{20}
            operating system thread scheduler. This will result in a random behavior \
        of your program.

        """
    }

    // Recursive, as RxSwift's: the hook may send events of its own.
    private let lock = NSRecursiveLock()
    // Guarded by `lock`: how many calls each thread has under way.
    private var threads = [UnsafeMutableRawPointer: Int]()

    /// Makes a tracker with no call under way.
    package init() {}

    /// Notes that the current thread starts a call; reports it if it overlaps another.
    package func register(synchronizationErrorMessage: SynchronizationErrorMessages) {
      lock.lock()
      defer { lock.unlock() }
      let pointer = Unmanaged.passUnretained(Thread.current).toOpaque()
      let count = (threads[pointer] ?? 0) + 1

      if count > 1 {
        Hooks.synchronizationError(
          Self.report(
            "Reentrancy",
            interpretation: """
              This could mean that there is some kind of unexpected cyclic dependency in \
              your code,
                  or that the system is not behaving in the expected way.

              """,
            remedy: "enqueuing"))
      }

      threads[pointer] = count

      if threads.count > 1 {
        Hooks.synchronizationError(
          Self.report(
            "Synchronization", interpretation: synchronizationErrorMessage.rawValue,
            remedy: "synchronizing"))
      }
    }

    /// RxSwift's words for an anomaly of `kind`: where to set a breakpoint (the caller's
    /// line), the grammar the call breaks, what it may mean, and how to silence it.
    private static func report(
      _ kind: String, interpretation: String, remedy: String, file: StaticString = #file,
      line: UInt = #line
    ) -> String {
      """
      ⚠️ \(kind) anomaly was detected.
        > Debugging: To debug this issue you can set a breakpoint in \
      \(file):\(line) and observe the call stack.
        > Problem: This behavior is breaking the observable sequence grammar. \
      `next (error | completed)?`
          This behavior breaks the grammar because there is overlapping \
      between sequence events.
          Observable sequence is trying to send an event before sending of \
      previous event has finished.
        > Interpretation: \(interpretation)\
        > Remedy: If this is the expected behavior this message can be \
      suppressed by adding `.observe(on:MainScheduler.asyncInstance)`
          or by \(remedy) sequence events in some other way.

      """
    }

    /// Notes that the current thread's call has returned.
    package func unregister() {
      lock.withLock {
        let pointer = Unmanaged.passUnretained(Thread.current).toOpaque()
        threads[pointer] = (threads[pointer] ?? 1) - 1
        if threads[pointer] == 0 {
          threads[pointer] = nil
        }
      }
    }
  }

  extension Hooks {
    /// Told of an overlapping call to `on` that a `SynchronizationTracker` caught,
    /// with RxSwift's message; debug builds only. The default prints it, as RxSwift
    /// does.
    ///
    /// Task-local, so a test replaces it for its own code only, with
    /// `Hooks.$synchronizationError.withValue({ message in ... }) { ... }`. A hook
    /// that stops the program stops at the anomaly, as RxSwift built with
    /// `FATAL_SYNCHRONIZATION` does.
    @TaskLocal
    public static var synchronizationError: @Sendable (String) -> Void = { message in
      print(message)
    }
  }
#endif
