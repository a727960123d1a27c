/// The push-style Observer pattern: the new value travels with the notification, so an
/// observer never needs a way back to its source. A namespace, beside ``Pull``.
public enum Push {}
