// Appendix "Rx meets Swift concurrency", exercise 2: firstValue, the first element, awaited.
// Check: swift test --package-path chapters/exercises --filter AppendixConcurrencyTests.FirstValueTests
// Hint:  chapters/exercises/hint concurrency 2

import Appendix_Concurrency
import Step4_Sink

extension ObservableConvertibleType {
  /// The first element, or `nil` if the sequence completes without one; throws the error the
  /// sequence sends. The subscription is disposed as soon as the first element has arrived.
  var firstValue: Element? {
    get async throws {
      // TODO: the placeholder below never subscribes.
      nil
    }
  }
}
