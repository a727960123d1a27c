// Chapter 2, exercise 7: walk a snapshot.
// Check: swift test --package-path chapters/exercises --filter Chapter02Tests.SnapshotDeliveryTests
// Hint:  chapters/exercises/hint 2 7

import Step2_PullPush

/// A push source of Bools, like `Push.BooleanObservable`, whose delivery loop has a bug: it walks
/// the live list of observers by index, so an observer that subscribes or unsubscribes while a
/// value is being delivered changes who receives that value.
///
/// The rule to keep: every observer subscribed at the moment of a change receives that value
/// exactly once, and nobody else does, whatever the observers do while it is delivered.
final class FlagObservable: Push.ObservableType {
  typealias Element = Bool

  private var observers: [any Push.ObserverType<Bool>] = []

  /// The state. Every assignment pushes the new value.
  var isFine = true {
    didSet { deliver(isFine) }
  }

  /// Adds `observer` at the end, unless this very instance is already subscribed.
  func subscribe<Observer: Push.ObserverType>(_ observer: Observer) where Observer.Element == Bool {
    guard !observers.contains(where: { $0 === observer }) else { return }
    observers.append(observer)
  }

  /// Removes this very instance; harmless if it is absent.
  func unsubscribe<Observer: Push.ObserverType>(_ observer: Observer) where Observer.Element == Bool {
    observers.removeAll { $0 === observer }
  }

  private func deliver(_ value: Bool) {
    // TODO: this loop reads the live `observers`, which an observer may change from inside
    // `notify`. Keep the rule above.
    var index = 0
    while index < observers.count {
      observers[index].notify(value)
      index += 1
    }
  }
}
