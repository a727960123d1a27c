import Appendix_Combining
import Appendix_Schedulers
import Step4_Sink

// snippet: as-driver
extension ObservableConvertibleType {
  /// This sequence as a `Driver`: observed on the main scheduler, an error replaced by
  /// `onErrorJustReturn` and the end, and shared with `share(replay: 1)`.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    let source = asObservable()
      .observe(on: DriverSharingStrategy.scheduler)
      .catchAndReturn(onErrorJustReturn)
    return Driver(source)
  }
  // snippet: end

  /// This sequence as a `Driver` that goes on with `onErrorDriveWith` after an error.
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    let source = asObservable()
      .observe(on: DriverSharingStrategy.scheduler)
      .catch { _ in
        onErrorDriveWith.asObservable()
      }
    return Driver(source)
  }

  /// This sequence as a `Driver` that goes on with what `onErrorRecover` makes of an error.
  public func asDriver(onErrorRecover: @escaping (_ error: any Error) -> Driver<Element>)
    -> Driver<Element>
  {
    let source = asObservable()
      .observe(on: DriverSharingStrategy.scheduler)
      .catch { error in
        onErrorRecover(error).asObservable()
      }
    return Driver(source)
  }
}
