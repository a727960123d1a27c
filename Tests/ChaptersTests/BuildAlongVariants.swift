/// The stage rules that share their name with a course test and state it differently, on purpose,
/// each with its reason (`BuildAlongCopiesTests` requires every other such rule to be the course's
/// test again). A stage states its rules for a learner's code; the course's tests were written for
/// the finished Steps, and the two were written apart.
enum BuildAlongVariants {
  /// The rule's scenario is the stage's own: other values, sources or steps than the course's test.
  static let ownScenario = "the stage's own scenario for the rule"
  /// The course's scenario, reworded for the stage: StageSupport's helpers, other values or names,
  /// the stage's failure messages.
  static let reworded = "the course's scenario, reworded for the stage"
  /// The course's scenario with a failure message per cause, so that the learner reads the one that
  /// happened (none got through, or too many; never disposed, or disposed twice).
  static let oneCausePerMessage = "the course's scenario, with one message per cause"
  /// The course's scenario in a process of its own (an exit test), so that a trap fails the rule with
  /// a message that names the learner's file, instead of ending the stage.
  static let ownProcess = "the course's scenario, in a process of its own"
  /// The course's scenario, made stronger for the stage: a second part tests a clause of the name
  /// the course's body leaves to another test, or threads that the sanitizer can see.
  static let strengthened = "the course's scenario, with every clause of its name tested"

  static let reasons: [String: String] = [
    "after completed, an AnonymousObserver drops every later event": ownScenario,
    "after error, an AnonymousObserver drops later next, error and completed": ownScenario,
    "an AnonymousDisposable lets go of its action, and what it captured, once it has run": ownScenario,
    "removeAll empties the bag, and later keys carry on from where they were": ownScenario,
    "removing the same key twice returns nil the second time and removes nothing else": ownScenario,
    "asObservable on an Observable returns the very same object": ownScenario,
    "a subscribe made while a trampoline runs is not queued: it runs at once": ownScenario,
    "asObservable on another ObservableType wraps it and forwards its events": ownScenario,
    "dispose racing setSinkAndSubscription on two threads disposes each exactly once": ownScenario,
    "filter lets through only the elements its predicate accepts, in order": ownScenario,
    "take of a source shorter than the count sends it all and completes": ownScenario,
    "two of sequences subscribed in one subscription take turns, one element each": ownScenario,
    "a late subscriber to a failed subject gets the same error at once": ownScenario,
    "a subject is its own observer side: asObserver returns the subject itself": ownScenario,
    "a subscriber hears only the events sent after it subscribed": ownScenario,
    "after completed, later events are dropped and the subscribers are let go": ownScenario,
    "disposing a subscription stops delivery to it and removes it from the subject": ownScenario,
    "each event reaches every current subscriber, in the order they subscribed": ownScenario,
    "PublishSubject: once the oldest subscriber has left, the next newcomer is served first": ownScenario,
    "a handler still running on one thread holds up no subscribe and no send from another": ownScenario,
    "while one thread sends and others subscribe and dispose, a subscriber that stays hears every event once, in order":
      ownScenario,
    "a handler that disposes its own subscription hears nothing after the current event": ownScenario,
    "a subscriber added from inside a handler hears the next event, not the current one": ownScenario,
    "a BehaviorSubject subscriber joining mid-stream hears the value current when it joined, then every later value in order":
      ownScenario,
    "a completed subject gives a late subscriber only completed, not the last value": ownScenario,
    "a late subscriber hears the latest value first, then what follows": ownScenario,
    "a new subscriber hears the initial value at once": ownScenario,
    "value() returns the latest value": ownScenario,
    "value() throws the subject's error after error": ownScenario,
    "BehaviorSubject: once the oldest subscriber has left, the next newcomer is served first": ownScenario,
    "operators from Step 5 chain on a subject: subject.map{}.filter{} sees what is sent afterwards": ownScenario,
    "subscribe(onNext:onDisposed:) on a subject runs onDisposed once, when the subject completes": ownScenario,
    "inside a Maybe, a success is a next followed at once by completed, and empty is just completed": ownScenario,
    "inside a Single, a success is a next followed at once by completed": ownScenario,
    "a success reported to create reaches the subscriber as a success": ownScenario,
    "disposing a Single before its result delivers nothing and runs the create closure's disposable once": ownScenario,
    "onSuccess receives the element, then onDisposed runs": ownScenario,
    "the first result wins: a create closure that reports two successes delivers only the first": ownScenario,
    "Completable.empty completes, Completable.error fails, Completable.never does neither": ownScenario,
    "Maybe.just succeeds with its element, Maybe.empty completes, Maybe.error fails": ownScenario,
    "filter on a Single is a Maybe: an accepted element succeeds, a rejected one completes empty": ownScenario,
    "map on a Single is a Single of the mapped element": ownScenario,
    "an error from the first is passed on and the second is never subscribed": ownScenario,
    "andThen a Single is a Single of the second's element": ownScenario,
    "andThen subscribes to the second only after the first completes": ownScenario,
    "disposing before the first completes disposes only the first and never subscribes the second": ownScenario,
    "disposing during the second stage disposes the second and delivers nothing more": ownScenario,
    "asCompletable turns an Observable<Never> into a Completable with the same ending": ownScenario,
    "asSingle of no elements fails with RxError.noElements": ownScenario,
    "asSingle sends moreThanOneElement on the second element, before any completion, and disposes the source":
      ownScenario,
    "the public ways to make a Single never reach the hook, whatever their source does": ownScenario,
    "a stop event sent from another thread while the first is still being handled is dropped": reworded,
    "next events pass through to the handler in order": reworded,
    "stop events sent from many threads at once: exactly one reaches the handler": reworded,
    "an AnonymousDisposable disposed from many threads at once runs its action once": reworded,
    "an AnonymousDisposable runs its action on the first dispose only": reworded,
    "a child may insert into its composite while being disposed without deadlock": reworded,
    "inserts and a dispose racing on many threads: every child is disposed exactly once": reworded,
    "a stop event disposes what the closure returned, even when it comes before subscribe returns": reworded,
    "every subscription runs the closure again": reworded,
    "nothing runs until someone subscribes": reworded,
    "the naive design's flaw: events sent after dispose still reach the observer": reworded,
    "of many threads racing on fetchOr(1), exactly one sees 0": reworded,
    "a Disposables.create(with:) action runs once even when disposed from several threads at once": reworded,
    "insert returns a key for each child, and dispose disposes every child once, oldest first": reworded,
    "inserting into a disposed composite disposes the newcomer at once and returns no key": reworded,
    "keys count up from 0, one per insertion": reworded,
    "past the first value, the next thirty are visited in insertion order, gaps closed": reworded,
    "past thirty-one values the rest are still visited once each, after the first thirty-one": reworded,
    "removing a key returns its value and leaves the others in insertion order": reworded,
    "removing children from a large composite, newest first, leaves the others in place": reworded,
    "a stop event sent from another thread while the first is still in onCore is dropped": reworded,
    "of stop events sent from many threads at once, exactly one reaches onCore": reworded,
    "a subscription runs on the trampoline: inside run no schedule is required, after subscribe none is running":
      reworded,
    "work scheduled while a subscription runs waits until run returns, and is done before subscribe returns": reworded,
    "an error is delivered once, ends the subscription and disposes the source": reworded,
    "a source that completes inside run is fully disposed before subscribe returns": reworded,
    "after completion the sink, the observer and the create closure's captured object are released": reworded,
    "handing a SinkDisposer its sink and subscription twice traps": reworded,
    "an error with no onError handler goes to Hooks.defaultErrorHandler, once, as in RxSwift": reworded,
    "with Hooks.recordCallStackOnError, the hook gets the call stack captured when subscribe was called": reworded,
    "a DisposeBag disposes everything it holds when it is released": reworded,
    "map passes an error through unchanged and disposes its source": reworded,
    "filter passes an error through and disposes its source": reworded,
    "take passes an error that comes before the count and disposes its source": reworded,
    "take with a negative count is a programming error and traps, as in RxSwift": reworded,
    "never sends nothing, and disposing it is harmless": reworded,
    "after completion nothing of the chain is alive but what the caller still holds": reworded,
    "building a chain runs nothing; subscribing runs it": reworded,
    "a subscription never keeps the subject alive, and disposing it afterwards is harmless": reworded,
    "after dispose(), a stop event is still remembered: a new subscriber gets it, as in RxSwift": reworded,
    "dispatch calls every on function once: the slot's, then the array's in insertion order, then the rest": reworded,
    "dispatch still reaches the values past the slot once the slot has emptied": reworded,
    "after completed, a later error is dropped: a late subscriber hears completed": reworded,
    "an observer whose release disposes another subscription is let go without deadlock, on unsubscribe and on dispose()":
      reworded,
    "a stop event sent from inside a handler overtakes the event being delivered, so a later subscriber hears only the stop event":
      reworded,
    "a subscription disposed by another handler during delivery still hears the event being delivered, and nothing after":
      reworded,
    "behind an operator, a subscription disposed during delivery misses even the event being delivered": reworded,
    "disposing the subject from inside a handler: the current event still reaches the rest of the snapshot, later events reach nobody":
      reworded,
    "a handler that sends from inside its own replay is not deadlocked, and hears the new value right after": reworded,
    "a replaced value whose deinit reads the subject is released outside the lock: no access conflict": reworded,
    "disposing a subscription stops delivery to it": reworded,
    "hasObservers stays true after a stop event, until the subscribers dispose, as in RxSwift": reworded,
    "BehaviorSubject: after completed, a later error is dropped: a late subscriber hears completed": reworded,
    "take(2) on a subject unsubscribes from it after the second element": reworded,
    "dispose disposes the current disposable, once, and marks the holder disposed": reworded,
    "replacing the disposable disposes the previous one, not the new one": reworded,
    "threads replacing and disposing at once leave every disposable disposed exactly once": reworded,
    "a second assignment is reported to the hook, its disposable is disposed at once, and the first stays in charge":
      reworded,
    "once the first stage completes, andThen lets go of it and of what its closure captured, while the second runs":
      reworded,
    "when the three-image chain has finished and its disposable is dropped, no counted object is alive": reworded,
    "subscribe stops after the first event even if a raw source sends a second stop event": reworded,
    "two threads sending stop events at the same instant, round after round: exactly one reaches onCore each time":
      oneCausePerMessage,
    "two threads sending stop events into create's observer at the same instant, round after round: exactly one gets through each time":
      oneCausePerMessage,
    "inserts from many threads racing the bag's disposal: every disposable is disposed exactly once":
      oneCausePerMessage,
    "keys on both sides of the wrap are all found again, whatever order they are removed in": ownProcess,
    "an error, like completed, disposes what the closure returned": strengthened,
  ]
}
