import ChapterFormat
import Testing

/// Step 4 starts a fresh core, so it repeats a few of Step 3's small types instead of importing
/// Step 3. Chapter 4 says these copies did not change; this keeps that true.
@Suite("Step 4's copies of Step 3 types")
struct CopiesTests {
  static let unchanged = [
    "Event.swift", "Disposable.swift", "Disposables.swift", "NopDisposable.swift", "ObserverType.swift",
  ]

  @Test("every file Step 4 copies unchanged from Step 3 is identical, marker lines aside", arguments: unchanged)
  func identical(file: String) throws {
    let step3 = try #require(PackageFiles.lines("Sources/Step3_Events/" + file))
    let step4 = try #require(PackageFiles.lines("Sources/Step4_Sink/" + file))
    #expect(Regions.wholeFile(step3) == Regions.wholeFile(step4), "Sources/Step4_Sink/\(file) differs from Step 3's")
  }
}

/// The fast core keeps RxSwift's public names, and copies Step 4's small types byte for byte: the
/// same events and errors, the same hooks, the same resource count, so that both cores pass the
/// same behaviour tests. `NopDisposable.swift` is the one near-copy: the fast core's `HeldDisposable`
/// asks `is NopDisposable`, so there the type is internal where Step 4 keeps it private.
@Suite("The fast core's copies of Step 4 types")
struct FastCoreCopiesTests {
  static let copied = [
    "Event.swift", "Disposable.swift", "Disposables.swift", "AtomicInt.swift", "Resources.swift",
    "DisposeBag.swift", "AbstractMethod.swift", "RxError.swift", "Hooks.swift",
  ]

  @Test("every file the fast core copies from Step 4 is identical, marker lines aside", arguments: copied)
  func identical(file: String) throws {
    let step4 = try #require(PackageFiles.lines("Sources/Step4_Sink/" + file))
    let fast = try #require(PackageFiles.lines("Sources/Appendix_FastCore/" + file))
    #expect(
      Regions.wholeFile(step4) == Regions.wholeFile(fast), "Sources/Appendix_FastCore/\(file) differs from Step 4's")
  }
}
