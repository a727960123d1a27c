import Testing

#if FAST_CORE
  import Appendix_FastCore
#else
  import Step4_Sink
#endif

/// `RxError`, the library's own errors.
@Suite("RxError")
struct RxErrorTests {
  /// An object that is not `Sendable`, as most of an app's objects are not.
  final class Screen {
    var title = "home"
  }

  @Test("RxError.disposed takes any object, Sendable or not, and hands the same object back")
  func disposedTakesAnyObject() {
    let screen = Screen()
    let error = RxError.disposed(object: screen)
    guard case .disposed(let object) = error else {
      Issue.record("expected .disposed, got \(error)")
      return
    }
    #expect(ObjectIdentifier(object) == ObjectIdentifier(screen))
    #expect(error.description.hasPrefix("Object `"))
  }
}
