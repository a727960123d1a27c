// Appendix "The everyday operators", exercise 1: distinct, a sink that remembers everything it
// let through.
// Check: swift test --package-path chapters/exercises --filter AppendixOperatorsTests.DistinctTests
// Hint:  chapters/exercises/hint operators 1

import Step4_Sink

extension ObservableType where Element: Hashable {
  /// Each element the first time it appears, never again, however far apart its repeats come;
  /// `error` and `completed` pass through. Every subscription remembers for itself.
  func distinct() -> Observable<Element> {
    // TODO: the placeholder below passes everything, repeats and all.
    asObservable()
  }
}

// TODO: a Producer and its sink. Which family is it, and what must the sink keep?
