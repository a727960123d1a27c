extension Disposables {
  /// A disposable that does nothing when disposed: for sources with nothing to release.
  public static func create() -> any Disposable {
    // TODO: chapter 3, "Nothing to clean up: `Disposables.create()`"
    Placeholder()
  }
}

/// What the skeleton returns until you write the real thing. Delete it when nothing uses
/// it.
struct Placeholder: Disposable {
  func dispose() {}
}
