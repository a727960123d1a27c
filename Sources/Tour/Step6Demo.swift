import Step4_Sink
import Step6_Subjects

/// Step 6's demo: a PublishSubject with two subscribers, one of whom leaves halfway; the subject
/// completes, and a latecomer hears `completed` at once. Then a BehaviorSubject replays its value.
func step6Demo(_ out: Transcript) {
  // snippet: tour-publish
  let subject = PublishSubject<String>()
  let alice = subject.subscribe { event in out.say("  Alice hears \(event)") }
  let bob = subject.subscribe { event in out.say("  Bob hears \(event)") }

  out.say("onNext(\"1\"):")
  subject.onNext("1")

  out.say("Alice disposes her subscription; onNext(\"2\"):")
  alice.dispose()
  subject.onNext("2")

  out.say("onCompleted(), then onNext(\"3\"):")
  subject.onCompleted()
  subject.onNext("3")

  out.say("Carol subscribes late:")
  let carol = subject.subscribe { event in out.say("  Carol hears \(event)") }
  out.say("hasObservers: \(subject.hasObservers)")
  // snippet: end

  // snippet: tour-behavior
  let status = BehaviorSubject(value: "idle")
  out.say("BehaviorSubject(value: \"idle\"); Dave subscribes:")
  let dave = status.subscribe { event in out.say("  Dave hears \(event)") }
  out.say("onNext(\"busy\"):")
  status.onNext("busy")
  out.say("Erin subscribes late:")
  let erin = status.subscribe { event in out.say("  Erin hears \(event)") }
  out.say("value(): \((try? status.value()) ?? "?")")
  // snippet: end

  for subscription in [bob, carol, dave, erin] {
    subscription.dispose()
  }
}
