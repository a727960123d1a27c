import Step4_Sink

// snippet: marble-diagram
/// Draws recorded events on a time line, one character (or one element) per frame of
/// `ticksPerFrame` ticks from `start`: `-` nothing happened, an element's description, `|`
/// completed, `#` an error, and several events in one frame grouped as `(3|)`. A line of
/// subscriptions shows `^` where one began and `!` where it was disposed.
///
/// Lines added to one diagram stay aligned: a frame is as wide as its widest entry on any line,
/// so `10` under `1` pushes both lines along together, and two wide entries in a row get a `-`
/// between them. A line's last entry may overhang: `(2|)` under `2-3` starts where `2` does.
public struct MarbleDiagram {
  /// The tick of the first frame.
  public let start: TestTime
  /// How many ticks one frame stands for.
  public let ticksPerFrame: Int
  private var lines: [Line] = []

  private struct Line {
    let label: String
    var cells: [Int: String] = [:]
    var last = -1  // the last frame this line draws
    var blankBefore = 0  // subscription lines: frames before the `^` are blank
    var blankAfter = Int.max  // ... and so are those after the `!`
    var isOpen = false  // a subscription not disposed: drawn to the end of the diagram
  }

  /// An empty diagram whose first frame is at `start`.
  public init(start: TestTime = TestScheduler.Defaults.subscribed, ticksPerFrame: Int = 10) {
    precondition(ticksPerFrame > 0, "a frame must last at least one tick")
    self.start = start
    self.ticksPerFrame = ticksPerFrame
  }

  /// Adds a line of events under `label`. Events before `start` are left out.
  public mutating func add<Element>(_ label: String, _ events: [Recorded<Event<Element>>]) {
    var line = Line(label: label)
    var symbols: [Int: [String]] = [:]
    for recorded in events where recorded.time >= start {
      let frame = self.frame(recorded.time)
      symbols[frame, default: []].append(Self.symbol(recorded.value))
      line.last = max(line.last, frame)
    }
    for (frame, group) in symbols {
      line.cells[frame] = group.count == 1 ? group[0] : "(" + group.joined() + ")"
    }
    lines.append(line)
  }

  private static func symbol<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): "\(element)"
    case .completed: "|"
    case .error: "#"
    }
  }
  // snippet: end

  /// Adds a line showing one subscription: `^` when it began, `!` when it was disposed.
  public mutating func add(_ label: String, subscription: Subscription) {
    var line = Line(label: label)
    if subscription.unsubscribe < start {  // over before the first frame: nothing to draw
      lines.append(line)
      return
    }
    let begin = frame(max(subscription.subscribe, start))
    line.blankBefore = begin
    line.cells[begin] = "^"
    if subscription.unsubscribe != .max {
      let end = frame(subscription.unsubscribe)
      line.cells[end] = end == begin ? "(^!)" : "!"
      line.blankAfter = end
      line.last = end
    } else {
      line.last = begin
      line.isOpen = true
    }
    lines.append(line)
  }

  /// The diagram, one line per `add`, labels in a column on the left.
  public var text: String {
    let frames = (lines.map(\.last).max() ?? -1) + 1
    // A frame is as wide as its widest cell on any line, plus a `-` where a wide cell would
    // otherwise run into the next one (`10` then `20` must not read `1020`). A line's last cell
    // does not count: nothing follows it on its line, so it may reach into the frames after it.
    let widths = (0..<frames).map { frame in
      lines.map { line in
        if frame == line.last && !line.isOpen { return 1 }
        let width = line.cells[frame]?.count ?? 1
        return width > 1 && line.cells[frame + 1] != nil ? width + 1 : width
      }.max() ?? 1
    }
    let labelWidth = lines.map(\.label.count).max() ?? 0
    return lines.map { line in
      let end = line.isOpen ? frames - 1 : line.last
      var drawn = ""
      for frame in 0..<(end + 1) {
        let blank = frame < line.blankBefore || frame > line.blankAfter
        let filler: Character = blank ? " " : "-"
        let cell = line.cells[frame] ?? String(filler)
        let padding = frame == end ? 0 : widths[frame] - cell.count  // nothing after a line's end
        drawn += cell + String(repeating: filler, count: padding)
      }
      if labelWidth == 0 || drawn.isEmpty { return line.label + drawn }  // no label column to pad
      return line.label + String(repeating: " ", count: labelWidth - line.label.count + 2) + drawn
    }.joined(separator: "\n")
  }

  private func frame(_ time: TestTime) -> Int {
    (time - start) / ticksPerFrame
  }
}

// snippet: marbles
extension Array {
  /// These events as one line of marbles, for a test to compare with a string:
  /// `#expect(observer.events.marbles() == "-1-2-3-|")`.
  public func marbles<T>(
    start: TestTime = TestScheduler.Defaults.subscribed, ticksPerFrame: Int = 10
  ) -> String
  where Element == Recorded<Event<T>> {
    var diagram = MarbleDiagram(start: start, ticksPerFrame: ticksPerFrame)
    diagram.add("", self)
    return diagram.text
  }
}
// snippet: end
