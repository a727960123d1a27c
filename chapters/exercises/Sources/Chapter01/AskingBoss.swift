// Chapter 1, exercise 5: what would the boss need to ask?
// Check: swift test --package-path chapters/exercises --filter Chapter01Tests.AskingBossTests
// Hint:  chapters/exercises/hint 1 5

import Step1_Observer

/// A boss who is told only *that* something changed, as in the article: `notify()` carries no
/// message. To record what changed, the boss has to find out for itself.
final class AskingBoss {
  /// The boss's name, as it appears in the log.
  let name: String
  private let log: NotificationLog
  // TODO: a way back to the employee, which must not keep the employee alive.

  /// Makes a boss who records what they find out in `log`.
  init(name: String, log: NotificationLog) {
    self.name = name
    self.log = log
  }

  /// Hears that something changed. Records, in person, what the employee's state is now:
  /// "Alice is fine" or "Alice is unwell" (with the employee's name).
  func notify() {
    // TODO: find out, then record a `Notice`.
  }
}

/// An employee whose every assignment of `isFine` tells the boss that something changed,
/// and nothing more.
final class QuietEmployee {
  /// The employee's name.
  let name: String
  private let boss: AskingBoss

  /// Whether the employee is well enough to work.
  var isFine: Bool = true {
    didSet { boss.notify() }
  }

  /// Makes a healthy employee who reports to `boss`.
  init(name: String, boss: AskingBoss) {
    self.name = name
    self.boss = boss
    // TODO: anything the boss needs, to find out later?
  }
}
