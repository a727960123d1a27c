import ChapterFormat
import Testing

@Suite("The skeleton's TODO bodies")
struct SkeletonTextTests {
  @Test("a TODO body holds no code before its marker and one line after it at most; a file-wide TODO is no body")
  func todoBodies() {
    let skeleton = """
      // TODO: chapter 7, "A file to write"
      extension ObservableType {
        public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
          // TODO: chapter 5, "`filter`"
          // (a private `FilterSink`)
          placeholder()
        }
        public func dispose() {
          // TODO: chapter 4, "Sink"
        }
      }
      """
    #expect(SkeletonText.todoBodies(in: skeleton).map { [$0.line, $0.before, $0.after] } == [[4, 0, 1], [9, 0, 0]])
    let learner = skeleton.replacingOccurrences(
      of: "    placeholder()", with: "    let x = 1\n    return filter { _ in x > 0 }")
    #expect(SkeletonText.todoBodies(in: learner).first?.after == 2)
  }
}
