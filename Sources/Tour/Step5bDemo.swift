import Step4_Sink
import Step5_Operators

/// Step 5b's demo: the RxPrototype chain's six subscriptions, with the lifecycle trace every link
/// writes. No timers: the "later" events are sent by hand.
func step5bDemo(_ out: Transcript) {
  let trace = RxPrototype.Trace()
  RxPrototype.$trace.withValue(trace) {
    sixSubscriptions(trace)
  }
  for line in trace.lines {
    out.say(line)
  }
}

/// Where the demo keeps the disposables it holds on to, as a view controller would.
private final class Holder {
  var disposable1: (any RxPrototype.Disposable)?
  var disposable2: (any RxPrototype.Disposable)?
  var disposable4: (any RxPrototype.Disposable)?
  var disposable5: (any RxPrototype.Disposable)?
  var subscriber1: (any RxPrototype.Disposable)?
  var subscriber2: (any RxPrototype.Disposable)?
}

/// The six subscriptions of the RxPrototype README, everything written to `trace`.
private func sixSubscriptions(_ trace: RxPrototype.Trace) {
  let holder = Holder()
  let handler: (Event<Int>) -> Void = { trace.record("handler got \($0)") }

  trace.record("(building just(4).filter { $0 > 0 }.map { $0 * 10 })")
  let observable = RxPrototype.Observable.just(4).filter { $0 > 0 }.map { $0 * 10 }

  trace.record("")
  trace.record("Subscription 1: the disposable is kept; everything else goes")
  holder.disposable1 = observable.subscribe(on: handler)
  trace.record("(subscribe returned; the disposable is still held)")

  trace.record("")
  trace.record("Subscription 2: the disposable is set to nil")
  holder.disposable2 = observable.subscribe(on: handler)
  trace.record("(setting the disposable to nil)")
  holder.disposable2 = nil

  trace.record("")
  trace.record("Subscription 3: the disposable is discarded")
  _ = observable.subscribe(on: handler)
  trace.record("(subscribe returned)")

  trace.record("")
  trace.record("Subscription 4: create sends its events later")
  var later: AnyObserver<Int>?
  holder.disposable4 = RxPrototype.Observable<Int>.create { observer in
    later = observer
    return RxPrototype.NopDisposable()
  }
  .subscribe(on: handler)
  trace.record("(later: the source sends next(15) and completed)")
  later?.onNext(15)
  later?.onCompleted()
  trace.record("(the source lets go of its observer)")
  later = nil

  trace.record("")
  trace.record("Subscription 5: create is disposed before its events fire")
  var pending: AnyObserver<Int>?
  holder.disposable5 = RxPrototype.Observable<Int>.create { observer in
    pending = observer
    return RxPrototype.NopDisposable()
  }
  .filter { $0 > 0 }
  .subscribe(on: handler)
  trace.record("(disposing at once)")
  holder.disposable5?.dispose()
  trace.record("(later: the source sends next(19) and completed)")
  pending?.onNext(19)
  pending?.onCompleted()
  trace.record("(the source lets go of its observer)")
  pending = nil

  trace.record("")
  trace.record("Subscription 6: a PublishSubject with two subscribers")
  var subject: RxPrototype.PublishSubject<Int>? = RxPrototype.PublishSubject()
  holder.subscriber1 = subject?.subscribe(on: { trace.record("subscriber 1 got \($0)") })
  holder.subscriber2 = subject?.subscribe(on: { trace.record("subscriber 2 got \($0)") })
  subject?.onNext(10)
  subject?.onNext(20)
  subject?.onCompleted()
  trace.record("(letting go of the subject)")
  subject = nil

  trace.record("")
  trace.record("The end: letting go of the kept disposables, then of the chain")
  holder.disposable1 = nil
  holder.disposable4 = nil
  holder.disposable5 = nil
  holder.subscriber1 = nil
  holder.subscriber2 = nil
  withExtendedLifetime(observable) {}
}
