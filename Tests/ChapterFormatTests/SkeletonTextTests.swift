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

  @Test("a given #if DEBUG block before a TODO marker is not code of the body; a line after its #endif is")
  func debugBlockIsGiven() {
    let skeleton = """
      public func on(_ event: Event<Element>) {
        #if DEBUG
          tracker.register()
          defer { tracker.unregister() }
        #endif
        // TODO: chapter 6, "A subject"
      }
      """
    #expect(SkeletonText.todoBodies(in: skeleton).map { [$0.before, $0.after] } == [[0, 0]])
    let learner = skeleton.replacingOccurrences(of: "  #endif\n", with: "  #endif\n  deliver(event)\n")
    #expect(SkeletonText.todoBodies(in: learner).map { [$0.before, $0.after] } == [[1, 0]])
  }
}
