// Chapter 7, exercise 6: first(), a Single that does not wait.
// Check: swift test --package-path chapters/exercises --filter Chapter07Tests.FirstTests
// Hint:  chapters/exercises/hint 7 6

import Step4_Sink
import Step7_Traits

extension ObservableType {
  /// RxSwift 6's `first()`: a `Single` of the source's first element, or of `nil` if the source
  /// completes without one; the source's error fails it. Unlike `asSingle()`, it does not wait for
  /// the source to end: it succeeds as soon as the first element arrives, and disposes the source
  /// right then.
  func first() -> Single<Element?> {
    // TODO: the placeholder below never answers.
    Single.never()
  }
}

// TODO: a Producer and its sink for the observable part.
