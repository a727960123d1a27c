import Step4_Sink

extension Disposables {
  /// One disposable for all of `disposables`, as RxSwift's `Disposables.create(_:)` of an array:
  /// a `BinaryDisposable` for two, a `CompositeDisposable` for any other number.
  ///
  /// The subscriptions of `zip` and `combineLatest` of every arity end through this one call, as
  /// in RxSwift's template, so that two sources keep the lighter `BinaryDisposable` and no arity
  /// needs a case of its own. (The lesson core's `Disposables.create` takes two or three only.)
  static func create(_ disposables: [any Disposable]) -> any Cancelable {
    switch disposables.count {
    case 2: Disposables.create(disposables[0], disposables[1])
    default: CompositeDisposable(disposables: disposables)
    }
  }
}
