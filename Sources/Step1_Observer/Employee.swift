// snippet: employee
/// The source of the first example: an employee who tells their boss when their health changes.
///
/// The employee holds the boss itself and calls the boss's own method: A keeps a reference
/// to B and calls B when it changes.
public final class Employee {
  /// The employee's name, used in what they tell the boss.
  public let name: String
  private let boss: Boss

  /// Whether the employee is well enough to work. Every assignment tells the boss,
  /// even one that stores the value already there: `didSet` runs on every assignment.
  public var isFine: Bool = true {
    didSet {
      boss.notify(isFine ? "\(name) is fine again" : "\(name) is unwell and staying home today")
    }
  }

  /// Makes a healthy employee who reports to `boss`. Nothing is sent yet: property
  /// observers do not run for a property's initial value.
  public init(name: String, boss: Boss) {
    self.name = name
    self.boss = boss
  }
}
// snippet: end
