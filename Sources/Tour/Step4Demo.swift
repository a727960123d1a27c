import Step4_Sink

/// Step 4's demo: the hello example on the real core, disposal made visible, and the trampoline.
func step4Demo(_ out: Transcript) {
  out.say("-- The hello example, on Producer and Sink")
  let hello = Observable<String>.create { observer in
    observer.onNext("Hello World")
    observer.onCompleted()
    observer.onNext("Hello again")  // dropped by the sink: the sequence has stopped
    return Disposables.create()
  }
  _ = hello.subscribe { event in out.say("\(event)") }

  out.say("")
  out.say("-- A source that sends when told, disposed early")
  var send: ((Int) -> Void)?
  let remote = Observable<Int>.create { observer in
    out.say("source: subscribed")
    send = { observer.onNext($0) }
    return Disposables.create(with: { out.say("source: disposed") })
  }
  let subscription = remote.subscribe(
    onNext: { out.say("onNext: \($0)") },
    onCompleted: { out.say("onCompleted") },
    onDisposed: { out.say("onDisposed") })
  send?(1)
  send?(2)
  out.run(code: "subscription.dispose()") { subscription.dispose() }
  out.say("source sends 3")
  send?(3)
  out.say("(nobody heard it)")

  out.say("")
  out.say("-- The same handlers, when the source completes by itself")
  _ = Observable<Int>.create { observer in
    observer.onNext(1)
    observer.onCompleted()
    return Disposables.create(with: { out.say("source: disposed") })
  }
  .subscribe(
    onNext: { out.say("onNext: \($0)") },
    onCompleted: { out.say("onCompleted") },
    onDisposed: { out.say("onDisposed") })

  out.say("")
  out.say("-- A DisposeBag ends its subscriptions when it goes")
  var bag: DisposeBag? = DisposeBag()
  for name in ["first", "second"] {
    remote.subscribe(onDisposed: { out.say("\(name): onDisposed") }).disposed(by: bag!)
  }
  out.run(code: "bag = nil") { bag = nil }

  out.say("")
  out.say("-- The trampoline: a schedule inside a running action waits, a subscribe does not")
  // snippet: trampoline-demo
  _ = CurrentThreadScheduler.instance.schedule(()) { _ in
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      out.say("2. scheduled inside: queued, runs when the outer action is done")
      return Disposables.create()
    }
    _ = Observable<Int>.create { _ in
      out.say("1. subscribed inside: runs at once")
      return Disposables.create()
    }
    .subscribe { _ in }
    return Disposables.create()
  }
  // snippet: end
}
