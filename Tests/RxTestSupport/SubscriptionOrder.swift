import Step4_Sink

/// RxSwift's subscription-order scenario: A, B and B2 subscribe to `source`, A disposes, C
/// subscribes, then `send` runs. Returns who hears what `send` sends, in order; RxSwift's `Bag`
/// gives the freed first slot to C, so the answer is C, B, B2.
public func subscriptionOrder<Source: ObservableType>(of source: Source, send: () -> Void) -> [String] {
  let log = LockedList<String>()
  var listening = false
  func subscribe(_ name: String) -> any Disposable {
    source.subscribe(onNext: { _ in if listening { log.append(name) } })
  }
  let a = subscribe("A")
  _ = subscribe("B")
  _ = subscribe("B2")
  a.dispose()
  _ = subscribe("C")
  listening = true
  send()
  return log.items
}
