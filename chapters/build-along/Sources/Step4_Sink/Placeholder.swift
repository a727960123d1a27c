// Complete: what the skeleton's bodies return until you write the real thing. Nothing in the
// course uses it; delete it once nothing here does.

/// A disposable that does nothing and never says it was disposed: an inert stand-in.
struct Placeholder: Cancelable {
  var isDisposed: Bool { false }
  func dispose() {}
}
