/// Marks a method that a subclass must override: Swift has no abstract classes, so the
/// base class's version traps. Reaching it is a programming error, never a run-time
/// condition.
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
  fatalError("Abstract method: a subclass must override this", file: file, line: line)
}
