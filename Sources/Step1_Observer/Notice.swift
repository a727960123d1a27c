/// One notification as it arrived: who received it, by which route, and what it said.
///
/// Listeners record a `Notice` instead of printing, so that a test can read back exactly
/// who was told what, and how many times.
public struct Notice: Equatable, Sendable, CustomStringConvertible {
  /// The name of the listener who received the notification.
  public let recipient: String
  /// How it reached them: "in person", "Twitter", "telephone", "e-mail".
  public let via: String
  /// What it said.
  public let message: String

  /// Makes a notice; listeners call this when they are notified.
  public init(recipient: String, via: String, message: String) {
    self.recipient = recipient
    self.via = via
    self.message = message
  }

  /// `to Dana (in person): Alice is unwell and staying home today`.
  public var description: String { "to \(recipient) (\(via)): \(message)" }
}
