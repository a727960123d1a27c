import Step2_PullPush

/// Step 2's demo: one change seen first by pull observers, which must read the source,
/// then by push observers, which are handed the new value.
func step2Demo(_ out: Transcript) {
  out.say("Pull: notify() carries nothing; each observer reads the source back.")
  let member = Pull.ConcreteObservable(isFine: true)
  let boss = Pull.ConcreteObserver(source: member) { out.say("  boss: notified, reads isFine = \($0)") }
  let friend = Pull.ConcreteObserver(source: member) { out.say("  friend: notified, reads isFine = \($0)") }
  member.subscribe(boss)
  member.subscribe(friend)
  out.run(code: "member.isFine = false") { member.isFine = false }
  out.run(code: "member.unsubscribe(friend)") { member.unsubscribe(friend) }
  out.run(code: "member.isFine = true") { member.isFine = true }

  out.say("")
  out.say("Push: notify(_:) carries the new value; no way back to the source is needed.")
  let source = Push.BooleanObservable(isFine: true)
  let closureObserver = Push.AnonymousObserver<Bool> { out.say("  closure observer: received \($0)") }
  let counter = CountingObserver(out)
  // Two different observer classes in one array, without a type-erasing wrapper.
  let observers: [any Push.ObserverType<Bool>] = [closureObserver, counter]
  for observer in observers {
    source.subscribe(observer)
  }
  out.run(code: "source.isFine = false") { source.isFine = false }
  out.run(code: "source.subscribe(counter)") { source.subscribe(counter) }
  out.say("  (counter was already subscribed: ignored)")
  out.run(code: "source.unsubscribe(closureObserver)") { source.unsubscribe(closureObserver) }
  out.run(code: "source.isFine = true") { source.isFine = true }
}

/// A second kind of push observer for the demo: it counts what it receives.
private final class CountingObserver: Push.ObserverType {
  private let out: Transcript
  private var count = 0

  init(_ out: Transcript) {
    self.out = out
  }

  func notify(_ value: Bool) {
    count += 1
    out.say("  counter: received \(value) (\(count) so far)")
  }
}
