import Testing

// snippet: did-set-old-value
/// A tiny type written the way the article writes its observers, `didSet(value)`.
/// The name in the parentheses does not hold the new value: it names the *old* one
/// (Swift's default name for it is `oldValue`). The new value is the property itself.
final class Lamp {
  var seen: [String] = []
  var isOn = false {
    didSet(value) { seen.append("value: \(value), isOn: \(isOn)") }
  }

  init(isOn: Bool = false) {
    self.isOn = isOn  // the type's own initializer: didSet does not run here
  }
}
// snippet: end

@Suite("What didSet does")
struct DidSetTests {
  // snippet: did-set-tests
  @Test("in didSet(value), the name holds the old value, not the new one")
  func theNameIsTheOldValue() {
    let lamp = Lamp()
    lamp.isOn = true
    lamp.isOn = true
    #expect(lamp.seen == ["value: false, isOn: true", "value: true, isOn: true"])
  }

  @Test("assigning a property inside its own type's initializer does not run didSet")
  func notDuringInit() {
    let lamp = Lamp(isOn: true)
    #expect(lamp.isOn)
    #expect(lamp.seen.isEmpty)
  }
  // snippet: end
}
