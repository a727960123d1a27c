extension RxPrototype {
  /// Something that can be cleaned up. In the prototype every link of a chain is one.
  public protocol Disposable {
    /// Takes down what this disposable stands for; later calls do nothing.
    func dispose()
  }
}
