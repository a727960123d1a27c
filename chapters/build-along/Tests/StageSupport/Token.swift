/// An object whose lifetime a test watches through a weak reference.
public final class Token: @unchecked Sendable {
  /// Makes a token.
  public init() {}
}
