import Step3_Events

/// Step 3's demo: the hello example through a closure and through a raw observer, then a
/// CompositeDisposable cleaning up its children and a latecomer.
func step3Demo(_ out: Transcript) {
  // snippet: hello
  let hello = Observable<String> { observer in
    observer.onNext("Hello World")
    observer.onCompleted()
    observer.onNext("Hello again")  // breaks the stop rule on purpose
    return Disposables.create()
  }
  // snippet: end

  out.say("hello, subscribed with a closure (an AnonymousObserver keeps the stop rule):")
  // snippet: hello-subscribe
  _ = hello.subscribe { event in out.say("  \(event)") }
  // snippet: end

  out.say("hello, subscribed with a raw observer (nobody keeps the stop rule):")
  _ = hello.subscribe(RawObserver<String>(out: out))

  out.say("a CompositeDisposable with two children:")
  let composite = CompositeDisposable()
  composite.insert(AnonymousDisposable { out.say("    cleaned up: download") })
  composite.insert(AnonymousDisposable { out.say("    cleaned up: timer") })
  out.say("  dispose()")
  composite.dispose()
  out.say("  insert(late) after dispose")
  composite.insert(AnonymousDisposable { out.say("    cleaned up: late, at once") })
}

/// An observer that passes on whatever it is sent and polices nothing, like a test's recorder.
/// It only points out, without dropping it, an event that comes after a stop event.
private final class RawObserver<Element>: ObserverType {
  let out: Transcript
  var stopped = false

  init(out: Transcript) {
    self.out = out
  }

  func on(_ event: Event<Element>) {
    out.say("  \(event)" + (stopped ? "   <- after the stop event!" : ""))
    if event.isStopEvent { stopped = true }
  }
}
