// snippet: dispatch
/// Sends `event` to every `on` function in `bag`, in the bag's order: how a subject
/// delivers an event to the snapshot of its subscribers it took under its lock. A bag
/// that never held more than one value is done after its slot.
public func dispatch<Element>(
  _ bag: Bag<(Event<Element>) -> Void>, _ event: Event<Element>
) {
  bag.value0?(event)
  if bag.onlyFastPath {
    return
  }
  let pairs = bag.pairs
  for index in 0..<pairs.count {
    pairs[index].value(event)
  }
  if let dictionary = bag.dictionary {
    for on in dictionary.values {
      on(event)
    }
  }
}
// snippet: end
