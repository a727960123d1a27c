import Step4_Sink
import Step6_Subjects

/// Step 6's demo: a PublishSubject with two subscribers, one of whom leaves halfway; the subject
/// completes, and a latecomer hears `completed` at once. Then a BehaviorSubject replays its value.
func step6Demo(_ out: Transcript) {
  let subject = PublishSubject<String>()
  let alice = subject.subscribe { event in out.say("  Alice hears \(event)") }
  let bob = subject.subscribe { event in out.say("  Bob hears \(event)") }

  out.run(code: "subject.onNext(\"1\")") { subject.onNext("1") }
  out.run(code: "alice.dispose()") { alice.dispose() }
  out.run(code: "subject.onNext(\"2\")") { subject.onNext("2") }
  out.run(code: "subject.onCompleted()") { subject.onCompleted() }
  out.run(code: "subject.onNext(\"3\")") { subject.onNext("3") }

  out.say("Carol subscribes late:")
  let carol = subject.subscribe { event in out.say("  Carol hears \(event)") }
  out.say("subject.hasObservers: \(subject.hasObservers)")

  let status = out.run(code: "BehaviorSubject(value: \"idle\")") { BehaviorSubject(value: "idle") }
  out.say("Dave subscribes:")
  let dave = status.subscribe { event in out.say("  Dave hears \(event)") }
  out.run(code: "status.onNext(\"busy\")") { status.onNext("busy") }
  out.say("Erin subscribes late:")
  let erin = status.subscribe { event in out.say("  Erin hears \(event)") }
  out.say("status.value(): \((try? status.value()) ?? "?")")

  for subscription in [bob, carol, dave, erin] {
    subscription.dispose()
  }
}
