import Foundation
import Step4_Sink

// The first draft of `PublishSubject`, as the chapter builds it: subscribers in a
// dictionary under made-up UUID keys. Internal: it is a stage of the story, kept compiled
// and tested so that chapter 6 can show it. It is not thread-safe, and it forgets that it
// has stopped.

// snippet: uuid-publish-subject
/// A subject that keeps its subscribers in a dictionary under random UUID strings.
final class UUIDPublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  SynchronizedUnsubscribeType
{
  private var observers: [String: AnonymousObserver<Element>] = [:]

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    // An observer is neither Equatable nor Hashable, so it cannot be its own key: make
    // one up.
    let key = UUID().uuidString
    observers[key] = AnonymousObserver(observer.on)
    return SubscriptionDisposable(owner: self, key: key)
  }

  func synchronizedUnsubscribe(_ key: String) {
    observers[key] = nil
  }

  func on(_ event: Event<Element>) {
    // A dictionary has no order: subscribers hear the event in whatever order it lists
    // them.
    for observer in observers.values {
      observer.on(event)
    }
  }

  func asObserver() -> UUIDPublishSubject<Element> {
    self
  }
}
// snippet: end
