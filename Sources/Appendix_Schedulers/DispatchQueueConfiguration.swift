import Dispatch
import Foundation
import Step4_Sink
import Step7_Traits

/// A value handed to Dispatch, which wants `Sendable` closures, although the compiler cannot
/// prove it safe to share. RxSwift's closures and states predate `Sendable`; what makes sharing
/// them safe is the Rx contract (one event at a time) and the locks in the sinks, not the types.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
}

// snippet: dispatch-queue-configuration
/// The three kinds of scheduling, done on a Dispatch queue; both Dispatch schedulers use it.
struct DispatchQueueConfiguration: Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    let cancel = SingleAssignmentDisposable()
    let work = Unchecked(value: { action(state) })
    queue.async {
      if cancel.isDisposed { return }  // disposed while it waited in the queue
      cancel.setDisposable(work.value())
    }
    return cancel
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let cancel = SingleAssignmentDisposable()
    let work = Unchecked(value: { action(state) })
    let item = DispatchWorkItem {
      if cancel.isDisposed { return }
      cancel.setDisposable(work.value())
    }
    queue.asyncAfter(deadline: .now() + dueTime, execute: item)
    return Disposables.create {
      item.cancel()  // a work item cancelled before it starts never runs
      cancel.dispose()
    }
  }

  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
    // A timer's handler never runs twice at once, so the state needs no lock.
    nonisolated(unsafe) var current = state
    let tick = Unchecked(value: action)
    timer.setEventHandler {
      current = tick.value(current)
    }
    timer.resume()
    return Disposables.create { timer.cancel() }
  }
}
// snippet: end
