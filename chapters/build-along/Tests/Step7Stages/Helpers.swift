import StageSupport
import Step4_Sink
import Step7_Traits

/// `success(1)` or `failure(TestError)`, like `Event`'s descriptions.
func describe<Element>(_ event: SingleEvent<Element>) -> String {
  switch event {
  case .success(let element): "success(\(element))"
  case .failure(let error): "failure(\(error))"
  }
}

/// The outcomes a trait's subscriber heard, as text.
final class Outcomes: @unchecked Sendable {
  let list = LockedList<String>()
  var items: [String] { list.items }
  func append(_ item: String) { list.append(item) }
}
