// snippet: abstract-method
/// The body of a method that a subclass must override: calling it stops the program.
///
/// Swift has no abstract classes. This is a convention, as in RxSwift's `Rx.swift`: the
/// compiler checks nothing, and a forgotten override is found only when it is called.
func rxAbstractMethod(file: StaticString = #fileID, line: UInt = #line) -> Never {
  fatalError("Abstract method", file: file, line: line)
}
// snippet: end
