import Appendix_Sharing
import RxTest
import RxTestSupport
import Step4_Sink
import Step5_Operators
import Step6_Subjects
import Testing

@Suite("multicast, publish, connect and replay")
struct MulticastTests {
  @Test(
    "connect subscribes to the source, disposing the connection unsubscribes, and a second connect reuses the first")
  func connectControlsTheSource() {
    // RxSwift's testMulticastWhileConnected_connectControlsSourceSubscription.
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5), .next(370, 6),
      .next(390, 7), .next(410, 13), .next(430, 2), .next(450, 9), .next(520, 11), .next(560, 20),
      .next(570, 21), .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
      .next(630, 28), .error(800, TestError()),
    ])
    var ys: ConnectableObservable<Int>!
    var subscription: (any Disposable)!
    var connection: (any Disposable)!
    var innerConnection: (any Disposable)!
    var lastConnection: (any Disposable)!
    let res = scheduler.createObserver(Int.self)

    scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 3) }) }
    scheduler.scheduleAt(405) { subscription = ys.subscribe(res) }
    scheduler.scheduleAt(1000) { subscription.dispose() }
    scheduler.scheduleAt(300) { connection = ys.connect() }
    scheduler.scheduleAt(400) { connection.dispose() }
    scheduler.scheduleAt(420) { connection = ys.connect() }
    scheduler.scheduleAt(440) { innerConnection = ys.connect() }
    scheduler.scheduleAt(530) { innerConnection.dispose() }
    scheduler.scheduleAt(575) { lastConnection = ys.connect() }
    scheduler.scheduleAt(590) { connection.dispose() }
    scheduler.scheduleAt(621) { lastConnection.dispose() }
    scheduler.start()

    // The subscriber at 405 joined a fresh subject, which the connection made at 420 feeds; that
    // connection ends at 530 (the second connect returned it), and the one at 575 feeds another.
    #expect(res.events == [.next(430, 2), .next(450, 9), .next(520, 11)])
    #expect(xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
  }

  @Test(
    "with one subject for ever, a subscriber after the end hears the stop event and the source is not subscribed again")
  func foreverSubjectRemembersTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230), .next(240, 2)])
    let ys = xs.multicast(PublishSubject<Int>())
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = ys.connect() }
    scheduler.scheduleAt(250) {
      _ = ys.subscribe(late)
      _ = ys.connect()
    }
    scheduler.start()
    #expect(late.events == [.completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 230), Subscription(250)])
  }

  @Test("with makeSubject, a connection after the end gets a fresh subject and hears the source again")
  func makeSubjectStartsAfresh() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230), .next(260, 2)])
    let ys = xs.multicast(makeSubject: { PublishSubject<Int>() })
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = ys.connect() }
    scheduler.scheduleAt(250) {
      _ = ys.subscribe(late)
      _ = ys.connect()
    }
    scheduler.start()
    #expect(late.events == [.next(260, 2)])
  }

  @Test("publish shares one subscription: two subscribers, one source subscription")
  func publishSharesOneSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let ys = xs.publish()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = ys.subscribe(first)
      _ = ys.subscribe(second)
    }
    scheduler.scheduleAt(300) { _ = ys.connect() }
    scheduler.start()
    #expect(first.events == [.next(310, 1), .next(320, 2), .completed(330)])
    #expect(second.events == first.events)
    #expect(xs.subscriptions == [Subscription(300, 330)])
  }

  @Test("replay(3) gives a late subscriber the last three elements of the connection")
  func replayCount() {
    // RxSwift's testReplayCount_Basic.
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23), .next(70, 24),
      .next(80, 25), .error(130, TestError()),
    ])
    var ys: ConnectableObservable<Int>!
    var subscription: (any Disposable)!
    var connection: (any Disposable)!
    let res = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(100) { ys = xs.replay(3) }
    scheduler.scheduleAt(450) { subscription = ys.subscribe(res) }
    scheduler.scheduleAt(1000) { subscription.dispose() }
    scheduler.scheduleAt(400) { connection = ys.connect() }
    scheduler.scheduleAt(520) { connection.dispose() }
    scheduler.scheduleAt(650) { connection = ys.connect() }
    scheduler.scheduleAt(700) { connection.dispose() }
    scheduler.start()
    #expect(
      res.events == [
        .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
        .next(480, 25),
      ])
    #expect(xs.subscriptions == [Subscription(400, 520), Subscription(650, 700)])
  }

  @Test("replayAll gives a late subscriber every element of the connection")
  func replayAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
    let ys = xs.replayAll()
    let res = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = ys.connect() }
    scheduler.scheduleAt(250) { _ = ys.subscribe(res) }
    scheduler.start()
    #expect(res.events == [.next(250, 1), .next(250, 2), .next(250, 3)])
  }

  @Test("the selector form connects once per subscriber, after the selector's sequence is subscribed")
  func selectorForm() {
    // RxSwift's testMulticast_Cold_Zip, with two subscriptions to the subject instead of zip.
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6),
      .next(340, 7), .completed(390),
    ])
    let res = scheduler.start {
      xs.multicast({ PublishSubject<Int>() }, selector: { ys in ys.map { $0 * 10 } })
    }
    #expect(
      res.events == [.next(210, 30), .next(240, 40), .next(270, 50), .next(330, 60), .next(340, 70), .completed(390)])
    #expect(xs.subscriptions == [Subscription(200, 390)])
  }

  @Test("a subject factory that throws ends the subscriber with its error, and the source is never subscribed")
  func subjectSelectorThrows() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
    let res = scheduler.start {
      xs.multicast({ () throws -> PublishSubject<Int> in throw TestError() }, selector: { $0 })
    }
    #expect(res.events == [.error(200, TestError())])
    #expect(xs.subscriptions.isEmpty)
  }
}
