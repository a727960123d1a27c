import Dispatch
import Testing

#if FAST_CORE
  @testable import Appendix_FastCore
#else
  import RxTestSupport
  @testable import Step4_Sink
#endif

@Suite("Disposables", .watchdog())
struct DisposablesTests {
  @Test("Disposables.create(with:) runs its action on the first dispose only, and then reports isDisposed")
  func createWithRunsOnce() {
    var runs = 0
    let disposable = Disposables.create(with: { runs += 1 })
    #expect(!disposable.isDisposed)
    disposable.dispose()
    #expect(runs == 1)
    #expect(disposable.isDisposed)
    disposable.dispose()
    #expect(runs == 1)
  }

  @Test("an AnonymousDisposable lets go of its action, and what it captured, once it has run")
  func createWithReleasesAction() {
    final class Resource {}
    var resource: Resource? = Resource()
    weak let weakResource = resource
    let disposable = Disposables.create(with: { [resource] in _ = resource })
    resource = nil
    #expect(weakResource != nil)
    disposable.dispose()
    #expect(weakResource == nil)
  }

  @Test("a Disposables.create(with:) action runs once even when disposed from several threads at once")
  func createWithOnceAcrossThreads() {
    for _ in 0..<200 {
      let runs = AtomicInt(0)
      // Shared across threads on purpose: that is what the atomic flag inside is for.
      nonisolated(unsafe) let disposable = Disposables.create(with: { runs.increment() })
      DispatchQueue.concurrentPerform(iterations: 4) { _ in disposable.dispose() }
      let count = runs.load()
      #expect(count == 1)
    }
  }

  @Test("Disposables.create(first, second) disposes both, once, however often it is disposed")
  func binaryDisposesBoth() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let both = Disposables.create(first, second)
    both.dispose()
    both.dispose()
    #expect(first.count == 1 && second.count == 1)
    #expect(both.isDisposed)
  }

  @Test("a CompositeDisposable is Cancelable: isDisposed turns true on dispose")
  func compositeIsCancelable() {
    let composite: any Cancelable = CompositeDisposable(CountingDisposable())
    #expect(!composite.isDisposed)
    composite.dispose()
    #expect(composite.isDisposed)
  }
}
