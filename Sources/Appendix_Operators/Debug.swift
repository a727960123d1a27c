import Foundation
import Step4_Sink

extension ObservableType {
  /// Prints, for every subscriber, when it subscribes, each event, and when it is disposed, each
  /// line stamped with the time and `identifier` (by default the file, line and function that
  /// called `debug`). With `trimOutput`, an event longer than 40 characters is shortened.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> Observable<Element> {
    Debug(source: self, identifier: identifier, trimOutput: trimOutput, file: file, line: line, function: function)
  }
}

/// Where `debug` writes its lines: standard output, unless a test sets another writer for its task.
enum DebugOutput {
  @TaskLocal static var write: (@Sendable (String) -> Void)?
}

/// One subscription of `debug`: it logs, then forwards.
final private class DebugSink<Source: ObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Source.Element {
  private let identifier: String
  private let trimOutput: Bool
  private let timestampFormatter = DateFormatter()
  // Chosen at subscription, so that every line of one subscription goes to the same place.
  private let write = DebugOutput.write ?? { print($0) }

  init(parent: Debug<Source>, observer: Observer, cancel: any Cancelable) {
    self.identifier = parent.identifier
    self.trimOutput = parent.trimOutput
    timestampFormatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    super.init(observer: observer, cancel: cancel)
    log("subscribed")
  }

  func on(_ event: Event<Observer.Element>) {
    let maxEventTextLength = 40
    let eventText = "\(event)"
    let shown =
      trimOutput && eventText.count > maxEventTextLength
      ? String(eventText.prefix(maxEventTextLength / 2)) + "..." + String(eventText.suffix(maxEventTextLength / 2))
      : eventText
    log("Event \(shown)")
    forwardOn(event)
    if event.isStopEvent {
      dispose()
    }
  }

  override func dispose() {
    if !isDisposed {
      log("isDisposed")
    }
    super.dispose()
  }

  private func log(_ content: String) {
    write("\(timestampFormatter.string(from: Date())): \(identifier) -> \(content)")
  }
}

/// The `debug` sequence.
final private class Debug<Source: ObservableType>: Producer<Source.Element> {
  let identifier: String
  let trimOutput: Bool
  private let source: Source

  init(source: Source, identifier: String?, trimOutput: Bool, file: String, line: UInt, function: String) {
    self.trimOutput = trimOutput
    if let identifier {
      self.identifier = identifier
    } else {
      let trimmedFile = file.split(separator: "/").last.map(String.init) ?? file
      self.identifier = "\(trimmedFile):\(line) (\(function))"
    }
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
    -> (sink: any Disposable, subscription: any Disposable)
  where Observer.Element == Source.Element {
    let sink = DebugSink(parent: self, observer: observer, cancel: cancel)
    let subscription = source.subscribe(sink)
    return (sink: sink, subscription: subscription)
  }
}
