import Step4_Sink

// snippet: async-sequence-as-observable
extension AsyncSequence {
  /// This sequence as an `Observable`: each subscription iterates it in a detached task, and
  /// disposing the subscription cancels the task. A `CancellationError` ends it with `completed`.
  public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
    Observable.create { observer in
      let iterate: () async -> Void = {
        do {
          for try await value in self {
            observer.onNext(value)
          }
          observer.onCompleted()
        } catch is CancellationError {
          observer.onCompleted()
        } catch {
          observer.onError(error)
        }
      }
      // Only the task runs `iterate`, so only it touches the sequence and calls the observer,
      // one event at a time: all the Rx contract asks of a producer.
      let work = Unchecked(value: iterate)
      let task = Task.detached(priority: priority) {
        await work.value()
      }
      return Disposables.create { task.cancel() }
    }
  }
}
// snippet: end
