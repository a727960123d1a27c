// Complete: a copy of Step 3's file, as in the course.

/// Something that can be cleaned up: a subscription to cancel, a resource to release.
///
/// Calling `dispose()` more than once must be harmless.
public protocol Disposable {
  /// Releases what this disposable holds; later calls do nothing.
  func dispose()
}
