import Testing

/// Records an issue, at the caller's line, when your code and the reference part in `aspect` in
/// some script of `runs`: the message is the shortest such script, with what each side saw.
public func expectAgreement<Setup, Op>(
  _ aspect: Aspect, _ runs: ScriptRuns<Setup, Op>, mode: ScriptMode = .alone,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let failure = runs.failure(aspect, mode: mode) {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}
