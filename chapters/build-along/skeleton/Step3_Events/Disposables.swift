/// The namespace of the factory functions that make disposables, as in RxSwift.
public enum Disposables {}
