import Appendix_Combining
import Appendix_Schedulers
import Step4_Sink
import Step5_Operators

// snippet: shared-sequence
/// A sequence with three promises, kept by how it is built rather than checked at run time: it
/// never fails, it delivers on `SharingStrategy.scheduler`, and its subscribers share one
/// subscription, as `SharingStrategy.share` says. `Driver` and `Signal` are its two kinds.
///
/// A struct around an `Observable`, as `PrimitiveSequence` is: the promises are in the type, and
/// only the conversions and operators of this module make one.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  SharedSequenceConvertibleType, ObservableConvertibleType
{
  let source: Observable<Element>

  /// Wraps `source`, shared as the strategy says.
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source` as it is: for sources that are shared already, or need no sharing.
  init(raw: Observable<Element>) {
    source = raw
  }

  /// The sequence, to subscribe to or to use with any operator.
  public func asObservable() -> Observable<Element> {
    source
  }

  /// Itself.
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
    self
  }
}

/// What makes a kind of `SharedSequence`: the scheduler it delivers on, and how it shares.
public protocol SharingStrategyProtocol {
  /// Where every event of the sequence is delivered.
  static var scheduler: any SchedulerType { get }

  /// How the subscribers share the source: `share(replay: 1)` for `Driver`, `share()` for
  /// `Signal`.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Something that can be seen as a `SharedSequence`.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
  /// The strategy of the shared sequence it converts to.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// The shared sequence.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// The shared sequence, as an observable.
  public func asObservable() -> Observable<Element> {
    asSharedSequence().asObservable()
  }
}
// snippet: end

// snippet: shared-sequence-sources
extension SharedSequence {
  /// Completes at once, on the strategy's scheduler.
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
  }

  /// Never sends anything.
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.never())
  }

  /// Sends `element` and completes, subscribed on the strategy's scheduler.
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
  }
  // snippet: end

  /// Calls `observableFactory` for each subscription, and subscribes to what it returns.
  public static func deferred(
    _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.deferred { observableFactory().asObservable() })
  }

  /// Sends `elements` in order, one at a time on the strategy's scheduler, and completes.
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
  }

  /// Sends the elements of `array` in order, on the strategy's scheduler, and completes.
  public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
  }

  /// Sends the elements of `sequence` in order, on the strategy's scheduler, and completes.
  public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element>
  where Sequence.Element == Element {
    SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
  }

  /// Sends `optional`'s value, if it has one, and completes, on the strategy's scheduler.
  public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
  }
}

extension SharedSequence where Element: FixedWidthInteger {
  /// Sends `0`, `1`, `2`, … one every `period` on the strategy's scheduler.
  public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// Sends `0` once `dueTime` has passed, then `1`, `2`, … every `period`.
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}
