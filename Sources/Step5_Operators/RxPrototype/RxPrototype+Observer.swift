import Step4_Sink

// snippet: proto-observer
extension RxPrototype {
  /// The lower end of a link, as the link above it sees it: it receives events and,
  /// before the first one, it is told which link is its source, so that it can take the
  /// chain above it down.
  public protocol Observer<Element>: ObserverType, AnyObject {
    /// Called once by the link made for this observer, before that link starts.
    func attach(source: any Disposable)
  }
}
// snippet: end
