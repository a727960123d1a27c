import Foundation
import Testing

// `@testable`: the bag's internal `init(firstKey:)`, which the skeleton declares, starts the keys
// near the wrap; no public path inserts 2^64 values.
@testable import Step4_Sink

extension Stage4_2 {
  #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)  // exit tests need a process of their own
    @Test("keys on both sides of the wrap are all found again, whatever order they are removed in")
    func removalAcrossTheWrap() async {
      // In a process of its own: a key counter that traps past UInt64.max ends that process, and
      // this rule fails with its message instead of the stage crashing. Exit status 3: a key was
      // not found again.
      await #expect(
        processExitsWith: .success,
        """
        Sources/Step4_Sink/Bag.swift: the bag trapped, or lost a key, once its key counter passed \
        UInt64.max: count up with an overflow-wrapping addition
        """
      ) {
        var bag = Bag<Int>(firstKey: .max - 2)
        let keys = (0..<6).map { bag.insert($0) }  // raw keys max-2, max-1, max, 0, 1, 2
        for (index, expected) in [(4, 4), (1, 1), (5, 5), (0, 0), (3, 3), (2, 2)] {
          if bag.removeKey(keys[index]) != expected { exit(3) }
        }
        if bag.count != 0 { exit(3) }
      }
    }
  #endif
}
