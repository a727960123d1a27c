import RxTestSupport
import Testing

/// The watchdog ends a deadlocked run, but must leave a slow one alone: the thread sanitizer runs
/// every test several times slower, and its run is given as much more time.
@Suite("The watchdog's limit")
struct WatchdogTests {
  @Test("a thread-sanitized run gives a test five times the watchdog's limit, a plain run the limit itself")
  func sanitizedRunsGetLonger() {
    #expect(Watchdog.limit(seconds: 60, sanitized: false) == 60)
    #expect(Watchdog.limit(seconds: 60, sanitized: true) == 300)
  }
}
