import Foundation
import Testing

@testable import Progress

@Suite("progress --watch: what counts as a saved file")
struct WatchTests {
  @Test("a file saved, added or removed under the folder is a change; an untouched folder is none")
  func changesFound() throws {
    let scratch = try Scratch()
    try scratch.write("a", to: "Step3_Events/A.swift")
    try scratch.write("b", to: "Step4_Sink/B.swift")
    let before = snapshot(of: scratch.url)
    #expect(changes(from: before, to: snapshot(of: scratch.url)) == [])

    // A save that keeps the size: only the modification time tells.
    let a = scratch.url.appendingPathComponent("Step3_Events/A.swift")
    let later = Date(timeIntervalSinceNow: 60)
    try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: a.path)
    try scratch.write("c", to: "Step4_Sink/C.swift")
    try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("Step4_Sink/B.swift"))
    let names = changes(from: before, to: snapshot(of: scratch.url)).map { ($0 as NSString).lastPathComponent }
    #expect(names == ["A.swift", "B.swift", "C.swift"])
  }

  @Test("an editor's hidden swap file and a file that is not Swift are no change")
  func otherFilesIgnored() throws {
    let scratch = try Scratch()
    try scratch.write("a", to: "Step3_Events/A.swift")
    let before = snapshot(of: scratch.url)
    try scratch.write("swap", to: "Step3_Events/.A.swift.swp")
    try scratch.write("notes", to: "Step3_Events/notes.txt")
    #expect(changes(from: before, to: snapshot(of: scratch.url)) == [])
  }
}
