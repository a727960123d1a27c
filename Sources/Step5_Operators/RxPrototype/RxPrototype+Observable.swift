import Step4_Sink

extension RxPrototype {
  /// The base class of the prototype's sequences. A sequence is only a recipe: every
  /// `subscribe` builds a fresh chain of links, one per operator.
  public class Observable<Element>: TracedObject {
    /// Makes this sequence's link for `observer`, attaches it as `observer`'s source,
    /// then starts it. Subclasses must override this.
    public func subscribe(_ observer: any Observer<Element>) {
      fatalError("Abstract method: a subclass must override this")
    }
  }
}

// snippet: proto-subscribe
extension RxPrototype.Observable {
  /// Subscribes a closure. The chain's last link, a `SubscriptionSink`, is the disposable
  /// you get back: nothing else is made to stand for the subscription.
  public func subscribe(
    on handler: @escaping (Event<Element>) -> Void
  ) -> any RxPrototype.Disposable {
    let sink = RxPrototype.SubscriptionSink(handler)
    subscribe(sink)
    return sink
  }
}
// snippet: end
