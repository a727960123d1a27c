/// Sends `event` to every `on` function in `bag`, in the bag's order: how a subject
/// delivers an event to the snapshot of its subscribers it took under its lock. A bag
/// that never held more than one value is done after its slot.
public func dispatch<Element>(
  _ bag: Bag<(Event<Element>) -> Void>, _ event: Event<Element>
) {
  // TODO: chapter 6, "The Bag: keys that count"
}
