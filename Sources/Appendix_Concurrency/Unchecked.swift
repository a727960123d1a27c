/// A value handed to a `Task` or a `@Sendable` closure although the compiler cannot prove it safe
/// to share. The core predates `Sendable`; each use says which rule of Rx makes it safe.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
}
