import Dispatch
import Foundation

/// One way of doing a workload: its name, and a function that does the work `count` times and
/// returns a checksum, so that no work can be optimised away and the implementations can be
/// checked against each other. `scale` multiplies the workload's count for this implementation
/// (the backlogs run one implementation per size).
struct Implementation {
  let name: String
  var scale = 1
  let run: (Int) -> Int
}

/// A workload: what is measured, how many operations one run performs, and the implementations.
/// The first implementation is the floor the others are compared with.
struct Workload {
  let name: String
  let title: String
  let unit: String
  /// The largest ratio to the floor that `targetImplementation` aims for.
  let target: Double
  /// The implementation the target is for.
  var targetImplementation = "fast"
  let count: Int
  /// Operations per run, for the per-operation figure (e.g. subscribers × values).
  let operations: (Int) -> Int
  let implementations: [Implementation]
}

/// The result of one implementation on one workload.
struct Measurement {
  let implementation: String
  let nanosecondsPerOperation: Double
  let checksum: Int
}

/// Nanoseconds taken by `body`.
func time(_ body: () -> Int) -> (nanoseconds: UInt64, checksum: Int) {
  let start = DispatchTime.now().uptimeNanoseconds
  let checksum = body()
  return (DispatchTime.now().uptimeNanoseconds - start, checksum)
}

/// Runs every implementation `rounds` times, interleaved (floor, A, B, floor, A, B, …) so that
/// drift in the machine hits them alike, and keeps each one's median.
func measure(_ workload: Workload, rounds: Int) -> [Measurement] {
  var samples = Array(repeating: [Double](), count: workload.implementations.count)
  var checksums = Array(repeating: 0, count: workload.implementations.count)
  for _ in 0..<rounds {
    for (index, implementation) in workload.implementations.enumerated() {
      let count = workload.count * implementation.scale
      let (nanoseconds, checksum) = time { implementation.run(count) }
      samples[index].append(Double(nanoseconds) / Double(workload.operations(count)))
      checksums[index] = checksum
    }
  }
  return workload.implementations.indices.map { index in
    let sorted = samples[index].sorted()
    return Measurement(
      implementation: workload.implementations[index].name,
      nanosecondsPerOperation: sorted[sorted.count / 2],
      checksum: checksums[index])
  }
}

/// The machine's one-minute load average, or nil where it cannot be read.
func loadAverage() -> Double? {
  var loads = [Double](repeating: 0, count: 3)
  return getloadavg(&loads, 3) >= 1 ? loads[0] : nil
}
