import ChapterFormat
import Foundation
import Testing

/// The build-along's skeleton (`chapters/build-along/Sources/Step3_Events` … `Step7_Traits`) is
/// the course's API with bodies to write: each file declares exactly the public declarations of
/// the course's file of the same path, so that the learner's finished code is the course's API and
/// the stage tests, written against it, compile. A public declaration added to the course fails
/// here until the skeleton has it too (a `// TODO` body, see CONTRIBUTING's stage recipe).
@Suite("The skeleton declares the course's public API")
struct SkeletonDeclarationsTests {
  static let steps = ["Step3_Events", "Step4_Sink", "Step5_Operators", "Step6_Subjects", "Step7_Traits"]
  static let skeleton = "chapters/build-along/Sources/"

  /// The course's files with public declarations that the skeleton leaves out, each with its reason.
  static let leftOut: [String: String] = [
    "Step5_Operators/RxPrototype/": "chapter 5b's second design, which the learner reads and does not build",
    "Step7_Traits/PrimitiveSequence+Raw.swift":
      "`@_spi(RawTraits)`, for the appendices' trait operators; no stage uses it",
  ]

  /// The Swift files under `folder` (from the package root), as paths relative to it.
  static func swiftFiles(under folder: String) -> [String] {
    let base = PackageFiles.root.appendingPathComponent(folder)
    let all = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
    return all.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// Every file of the skeleton, `Step4_Sink/Sink.swift`.
  static let skeletonFiles = steps.flatMap { step in swiftFiles(under: skeleton + step).map { "\(step)/\($0)" } }

  /// Every file of the course's Steps 3 to 7.
  static let courseFiles = steps.flatMap { step in swiftFiles(under: "Sources/" + step).map { "\(step)/\($0)" } }

  static func text(_ path: String) -> String { (PackageFiles.lines(path) ?? []).joined(separator: "\n") }

  /// The course's internal types (`SynchronizedUnsubscribeType`): a public class's conformance to
  /// one is no part of its API, and the skeleton may leave it to the learner.
  static let internalTypes: Set<String> = {
    let types = courseFiles.flatMap { SwiftDeclarations.types(in: text("Sources/" + $0)) }
    return Set(types.filter { !$0.isPublic }.map(\.name)).subtracting(types.filter(\.isPublic).map(\.name))
  }()

  static func declarations(_ path: String) -> [PublicDeclaration] {
    SwiftDeclarations.publicDeclarations(in: text(path), hiding: internalTypes)
  }

  @Test("every skeleton file declares exactly the public declarations of the course's file", arguments: skeletonFiles)
  func skeletonFileHasTheCoursesAPI(file: String) {
    let mine = Self.declarations(Self.skeleton + file)
    guard PackageFiles.exists("Sources/" + file) else {
      #expect(mine.isEmpty, "\(Self.skeleton)\(file) has no course file, and declares public API: \(mine)")
      return
    }
    let course = Self.declarations("Sources/" + file)
    // A reading that lost the declarations would find two empty lists equal.
    let publicWords = Self.text("Sources/" + file).components(separatedBy: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("public ")
    }
    #expect(
      course.count >= publicWords.count,
      "Sources/\(file): \(publicWords.count) lines start with `public`, \(course.count) declarations read")
    let missing = course.filter { !mine.contains($0) }
    let extra = mine.filter { !course.contains($0) }
    #expect(
      missing.isEmpty && extra.isEmpty,
      """
      \(Self.skeleton)\(file) does not declare the public API of Sources/\(file).
      The course's, missing from the skeleton (add each, with a `// TODO: chapter N, "Section"` body \
      that returns an inert value, then `progress --write-skeleton-ids`):
      \(missing.map { "  \($0)" }.joined(separator: "\n"))
      The skeleton's, not in the course's:
      \(extra.map { "  \($0)" }.joined(separator: "\n"))
      """)
  }

  @Test("every course file of Steps 3 to 7 with public declarations has its skeleton file, or a reason to have none")
  func everyCourseFileHasASkeleton() {
    for file in Self.courseFiles where !Self.declarations("Sources/" + file).isEmpty {
      let reason = Self.leftOut.first { file.hasPrefix($0.key) }?.value
      #expect(
        PackageFiles.exists(Self.skeleton + file) || reason != nil,
        "Sources/\(file) declares public API that no skeleton file declares: add \(Self.skeleton)\(file)")
    }
    for prefix in Self.leftOut.keys {
      #expect(
        Self.courseFiles.contains { $0.hasPrefix(prefix) }, "leftOut names \(prefix), which the course no longer has")
    }
  }
}
