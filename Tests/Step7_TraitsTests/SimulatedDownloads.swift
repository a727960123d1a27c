import Step4_Sink
import Step7_Traits

/// The article's image downloads, simulated: `downloadImage(name:)` starts a "download" that
/// finishes only when the test calls `finish(_:)`. Everything that happens goes into `log`.
final class SimulatedDownloads {
  private(set) var log: [String] = []
  private var pending: [String: (CompletableEvent) -> Void] = [:]

  func downloadImage(name: String) -> Completable {
    Completable.create { [unowned self] observer in
      self.log.append("downloading \(name)")
      self.pending[name] = observer
      return Disposables.create(with: { self.pending[name] = nil })
    }
  }

  /// The names of the downloads under way.
  var running: [String] { pending.keys.sorted() }

  func finish(_ name: String) {
    log.append("\(name) done")
    pending[name]?(.completed)
  }

  func fail(_ name: String, with error: any Error) {
    log.append("\(name) failed")
    pending[name]?(.error(error))
  }
}
