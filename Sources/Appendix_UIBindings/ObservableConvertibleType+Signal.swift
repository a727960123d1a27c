import Appendix_Combining
import Appendix_Schedulers
import Step4_Sink

extension ObservableConvertibleType {
  /// This sequence as a `Signal`: observed on the main scheduler, an error replaced by
  /// `onErrorJustReturn` and the end, and shared with `share()`.
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    let source = asObservable()
      .observe(on: SignalSharingStrategy.scheduler)
      .catchAndReturn(onErrorJustReturn)
    return Signal(source)
  }

  /// This sequence as a `Signal` that goes on with `onErrorSignalWith` after an error.
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    let source = asObservable()
      .observe(on: SignalSharingStrategy.scheduler)
      .catch { _ in
        onErrorSignalWith.asObservable()
      }
    return Signal(source)
  }

  /// This sequence as a `Signal` that goes on with what `onErrorRecover` makes of an error.
  public func asSignal(onErrorRecover: @escaping (_ error: any Error) -> Signal<Element>)
    -> Signal<Element>
  {
    let source = asObservable()
      .observe(on: SignalSharingStrategy.scheduler)
      .catch { error in
        onErrorRecover(error).asObservable()
      }
    return Signal(source)
  }
}
