// Chapter 1, exercise 1: only real changes. A reference solution.

import Step1_Observer

/// Chapter 1's `Employee`, except that it tells its boss only when `isFine` really changes:
/// assigning the value it already has tells nobody.
final class SteadyEmployee {
  /// The employee's name, used in what they tell the boss.
  let name: String
  private let boss: Boss

  /// Whether the employee is well enough to work. The boss hears "<name> is fine again" or
  /// "<name> is unwell and staying home today", as from `Employee`, but only for a real change.
  var isFine: Bool = true {
    didSet {
      // `oldValue` is the value before this assignment. The source decides to drop repeats here,
      // for every listener at once; RxSwift leaves that choice to each subscriber instead.
      guard isFine != oldValue else { return }
      boss.notify(isFine ? "\(name) is fine again" : "\(name) is unwell and staying home today")
    }
  }

  /// Makes a healthy employee who reports to `boss`.
  init(name: String, boss: Boss) {
    self.name = name
    self.boss = boss
  }
}
