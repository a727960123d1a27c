/// A random number generator that gives the same numbers for the same seed on every machine
/// (SplitMix64), so that a script made from a seed is made again from it.
public struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  /// Makes the generator of `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True `percent` times in a hundred.
  public mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }

  /// One of `items`, which must not be empty.
  public mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &self)]
  }

  /// A number in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// One of `choices`, each as likely as its weight.
  public mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
    var roll = Int.random(in: 0..<choices.reduce(0) { $0 + max(0, $1.weight) }, using: &self)
    for choice in choices where choice.weight > 0 {
      if roll < choice.weight { return choice.value }
      roll -= choice.weight
    }
    return choices[choices.count - 1].value
  }
}
