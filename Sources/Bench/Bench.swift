import Foundation

/// `swift run -c release bench`: every workload, a table of ns per operation and ratios to the
/// floor. `bench WORKLOAD COUNT [IMPLEMENTATION]`: one workload, run once, for outside tools.
@main
enum Bench {
  static let usage = "usage: bench [WORKLOAD COUNT [IMPLEMENTATION]]   (WORKLOAD: \(Workloads.all.map(\.name).joined(separator: ", ")))"

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.isEmpty {
      exit(runAll())
    }
    guard (2...3).contains(arguments.count), let workload = Workloads.all.first(where: { $0.name == arguments[0] }),
      let count = Int(arguments[1]), count >= 0
    else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      exit(2)
    }
    let name = arguments.count == 3 ? arguments[2] : workload.implementations[1].name
    guard let implementation = workload.implementations.first(where: { $0.name == name }) else {
      FileHandle.standardError.write(Data("bench: no implementation '\(name)'; try \(workload.implementations.map(\.name).joined(separator: ", "))\n".utf8))
      exit(2)
    }
    print("\(workload.name) \(implementation.name) count \(count): checksum \(implementation.run(count))")
  }

  /// Measures every workload and prints the table; 1 when checksums disagree.
  static func runAll() -> Int32 {
    #if DEBUG
      print("note: this is a debug build; run `swift run -c release bench` for real figures")
    #endif
    var status: Int32 = 0
    let rows = ["workload", "implementation", "ns/op", "× floor", "checksum"]
    print(rows.joined(separator: " | "))
    for workload in Workloads.all {
      let results = measure(workload, rounds: 5)
      let floor = results[0].nanosecondsPerOperation
      for result in results {
        print("\(workload.title) (\(workload.unit)) | \(result.implementation) | \(String(format: "%.2f", result.nanosecondsPerOperation)) | \(String(format: "%.2f", result.nanosecondsPerOperation / floor)) | \(result.checksum)")
      }
      if Set(results.map(\.checksum)).count != 1 {
        print("checksums differ for \(workload.name)")
        status = 1
      }
    }
    return status
  }
}
