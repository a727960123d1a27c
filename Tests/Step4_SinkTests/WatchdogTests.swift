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

  @Test("a loaded machine stretches the limit by its load per core, never below the limit nor past five times it")
  func loadedMachinesGetLonger() {
    #expect(Watchdog.loadFactor(load: 0.5, cores: 2) == 1)
    #expect(Watchdog.loadFactor(load: 6, cores: 2) == 3)
    #expect(Watchdog.loadFactor(load: 40, cores: 2) == 5)
    #expect(Watchdog.loadFactor(load: 3, cores: 0) == 3)
  }
}
