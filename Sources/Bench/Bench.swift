import Foundation

/// `swift run -c release bench`: every workload, a table of ns per operation and ratios to the
/// floor. `bench PREFIX`: only the workloads whose name starts with PREFIX (`bench unsubscribe`).
/// `bench WORKLOAD COUNT [IMPLEMENTATION]`: one workload, run once, for outside tools such
/// as `valgrind`, which count allocations or instructions.
@main
enum Bench {
  static let usage =
    "usage: bench [PREFIX | WORKLOAD COUNT [IMPLEMENTATION]]   (WORKLOAD: \(Workloads.all.map(\.name).joined(separator: ", ")))"

  /// Runs per implementation and workload; the table shows the median.
  static let rounds = 5

  /// Above this load average the figures are not worth much: the warning says so.
  static let busyLoad = 1.5

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.isEmpty {
      exit(runAll(Workloads.all))
    }
    if arguments.count == 1 {
      let chosen = Workloads.all.filter { $0.name.hasPrefix(arguments[0]) }
      if chosen.isEmpty {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
      }
      exit(runAll(chosen))
    }
    exit(runOne(arguments))
  }

  /// `bench WORKLOAD COUNT [IMPLEMENTATION]` (default: the workload's second implementation, the
  /// lesson core for the four main workloads): one run, then the
  /// checksum, so that the work cannot be optimised away.
  static func runOne(_ arguments: [String]) -> Int32 {
    guard (2...3).contains(arguments.count),
      let workload = Workloads.all.first(where: { $0.name == arguments[0] }),
      let count = Int(arguments[1]), count >= 0
    else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      return 2
    }
    let name = arguments.count == 3 ? arguments[2] : workload.implementations[1].name
    guard let implementation = workload.implementations.first(where: { $0.name == name }) else {
      let names = workload.implementations.map(\.name).joined(separator: ", ")
      FileHandle.standardError.write(Data("bench: no implementation '\(name)'; try \(names)\n".utf8))
      return 2
    }
    print("\(workload.name) \(implementation.name) \(count): checksum \(implementation.run(count))")
    return 0
  }

  /// Measures every workload and prints Markdown tables, one row per workload, each time with its
  /// ratio to the floor; returns 1 when checksums disagree.
  static func runAll(_ workloads: [Workload]) -> Int32 {
    #if DEBUG
      print("note: a debug build; run `swift run -c release bench` for real figures\n")
    #endif
    let info = ProcessInfo.processInfo
    print("\(info.processorCount) cores, \(info.physicalMemory >> 30) GiB, \(info.operatingSystemVersionString)")
    print("median of \(rounds) interleaved runs per implementation")
    let loadBefore = loadAverage()
    print("load average before: \(loadBefore.map { String(format: "%.2f", $0) } ?? "unknown")")
    var status: Int32 = 0
    // One table per set of implementations: the four main workloads share theirs.
    var tableHeader: [String] = []
    for workload in workloads {
      let names = workload.implementations.map(\.name)
      if names != tableHeader {
        tableHeader = names
        print(
          "\n| workload | " + names.map { "\($0) (ns)" }.joined(separator: " | ")
            + " | target for \(workload.targetImplementation) |")
        print("|---|" + String(repeating: "---:|", count: names.count) + "---|")
      }
      let results = measure(workload, rounds: rounds)
      let floor = results[0].nanosecondsPerOperation
      var cells: [String] = []
      var target = ""
      for (index, result) in results.enumerated() {
        let ratio = result.nanosecondsPerOperation / floor
        let time = String(format: "%.1f", result.nanosecondsPerOperation)
        // The first implementation is the baseline the others are measured against.
        cells.append(index == 0 ? time : "\(time) (\(String(format: "%.2f", ratio))×)")
        if result.implementation == workload.targetImplementation {
          target = "≤ \(String(format: "%g", workload.target))× " + (ratio <= workload.target ? "met" : "missed")
        }
      }
      print("| \(workload.title) (\(workload.unit)) | " + cells.joined(separator: " | ") + " | \(target) |")
      if Set(results.map(\.checksum)).count != 1 {
        FileHandle.standardError.write(Data("bench: checksums differ for \(workload.name)\n".utf8))
        status = 1
      }
    }
    let loadAfter = loadAverage()
    print("\nload average after: \(loadAfter.map { String(format: "%.2f", $0) } ?? "unknown")")
    if let worst = [loadBefore, loadAfter].compactMap({ $0 }).max(), worst > busyLoad {
      print(
        "warning: the load average was above \(busyLoad): other work shared the cores, and the figures"
          + " (the floor's too) are slower and noisier than on a quiet machine")
    }
    return status
  }
}
