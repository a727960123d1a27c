/// The pull-style Observer pattern. A namespace: the article's pull and push designs both have
/// an `Observable`, so each lives in its own enum (`Pull.Observable`, `Push.Observable`).
public enum Pull {}
