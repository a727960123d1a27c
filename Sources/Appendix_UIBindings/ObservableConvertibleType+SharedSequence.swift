import Appendix_Combining
import Appendix_Schedulers
import Step4_Sink

extension ObservableConvertibleType {
  /// This sequence as a shared sequence of strategy `S`: delivered on `S.scheduler`, an error
  /// replaced by `onErrorJustReturn` and the end, shared as `S` says.
  public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorJustReturn: Element)
    -> SharedSequence<S, Element>
  {
    let source = asObservable()
      .observe(on: S.scheduler)
      .catchAndReturn(onErrorJustReturn)
    return SharedSequence(source)
  }

  /// This sequence as a shared sequence of strategy `S`, which goes on with `onErrorDriveWith`
  /// after an error.
  public func asSharedSequence<S>(
    sharingStrategy _: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
  ) -> SharedSequence<S, Element> {
    let source = asObservable()
      .observe(on: S.scheduler)
      .catch { _ in
        onErrorDriveWith.asObservable()
      }
    return SharedSequence(source)
  }

  /// This sequence as a shared sequence of strategy `S`, which goes on with what
  /// `onErrorRecover` makes of an error.
  public func asSharedSequence<S>(
    sharingStrategy _: S.Type = S.self,
    onErrorRecover: @escaping (_ error: any Error) -> SharedSequence<S, Element>
  ) -> SharedSequence<S, Element> {
    let source = asObservable()
      .observe(on: S.scheduler)
      .catch { error in
        onErrorRecover(error).asObservable()
      }
    return SharedSequence(source)
  }
}
