import Step4_Sink
import Step5_Operators

// snippet: bind-relays
extension ObservableType {
  /// Subscribes, and hands each element to every one of `relays`. A relay cannot end, so the
  /// end of this sequence goes nowhere: `completed` is dropped, and an error is a bug, reported
  /// through `Hooks.contractViolation` (which stops a debug build).
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    bind(to: relays)
  }

  /// Subscribes, and hands each element to every one of `relays`, as an optional.
  public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
    map { $0 as Element? }.bind(to: relays)
  }

  private func bind(to relays: [PublishRelay<Element>]) -> any Disposable {
    subscribe { event in
      switch event {
      case .next(let element):
        for relay in relays {
          relay.accept(element)
        }
      case .error(let error):
        rxFatalErrorInDebug("Binding error to publish relay: \(error)")
      case .completed:
        break
      }
    }
  }
  // snippet: end

  /// Subscribes, and makes each element the value of every one of `relays`; the end of this
  /// sequence goes nowhere, as for a `PublishRelay`.
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    bind(to: relays)
  }

  /// Subscribes, and makes each element, as an optional, the value of every one of `relays`.
  public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    map { $0 as Element? }.bind(to: relays)
  }

  private func bind(to relays: [BehaviorRelay<Element>]) -> any Disposable {
    subscribe { event in
      switch event {
      case .next(let element):
        for relay in relays {
          relay.accept(element)
        }
      case .error(let error):
        rxFatalErrorInDebug("Binding error to behavior relay: \(error)")
      case .completed:
        break
      }
    }
  }

  /// Subscribes, and hands each element to every one of `relays`, which remember it; the end of
  /// this sequence goes nowhere, as for a `PublishRelay`.
  public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
    bind(to: relays)
  }

  /// Subscribes, and hands each element, as an optional, to every one of `relays`.
  public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
    map { $0 as Element? }.bind(to: relays)
  }

  private func bind(to relays: [ReplayRelay<Element>]) -> any Disposable {
    subscribe { event in
      switch event {
      case .next(let element):
        for relay in relays {
          relay.accept(element)
        }
      case .error(let error):
        // RxRelay's words, "behavior" included
        rxFatalErrorInDebug("Binding error to behavior relay: \(error)")
      case .completed:
        break
      }
    }
  }
}
