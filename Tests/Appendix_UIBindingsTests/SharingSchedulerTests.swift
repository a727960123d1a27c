import Appendix_Schedulers
import Appendix_UIBindings
import RxTest
import Step4_Sink
import Testing

@Suite("SharingScheduler: the main scheduler, or a test's")
struct SharingSchedulerTests {
  @Test("outside a mock, a shared sequence's scheduler is a MainScheduler")
  func mainByDefault() {
    #expect(SharingScheduler.make() is MainScheduler)
    #expect(DriverSharingStrategy.scheduler is MainScheduler)
    #expect(SignalSharingStrategy.scheduler is MainScheduler)
  }

  @Test("inside mock(scheduler:), both strategies use the given scheduler; after it, the main one again")
  func mockIsScoped() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      #expect(DriverSharingStrategy.scheduler as? TestScheduler === scheduler)
      #expect(SignalSharingStrategy.scheduler as? TestScheduler === scheduler)
    }
    #expect(DriverSharingStrategy.scheduler is MainScheduler)
  }

  @Test("mocks nest: the inner one applies inside it, the outer one again after it")
  func mocksNest() {
    let outer = TestScheduler(initialClock: 0)
    let inner = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: outer) {
      SharingScheduler.mock(scheduler: inner) {
        #expect(SharingScheduler.make() as? TestScheduler === inner)
      }
      #expect(SharingScheduler.make() as? TestScheduler === outer)
    }
  }

  @Test("mock(makeScheduler:) calls its factory each time a scheduler is asked for")
  func makeSchedulerIsCalledEachTime() {
    var made = 0
    SharingScheduler.mock(makeScheduler: {
      made += 1
      return TestScheduler(initialClock: 0)
    }) {
      _ = SharingScheduler.make()
      _ = SharingScheduler.make()
    }
    #expect(made == 2)
  }

  @Test("an error thrown by the action leaves mock, and the main scheduler is back")
  func mockRethrows() {
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try SharingScheduler.mock(scheduler: TestScheduler(initialClock: 0)) { throw Stop() }
    }
    #expect(SharingScheduler.make() is MainScheduler)
  }
}
