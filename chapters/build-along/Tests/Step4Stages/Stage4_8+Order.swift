import StageSupport
import Step4_Sink
import Testing

extension Stage4_8 {
  @Test("a DisposeBag disposes what it holds in the order it was added")
  func disposeBagOrder() {
    let order = LockedList<String>()
    var bag: DisposeBag? = DisposeBag()
    for name in ["first", "second", "third"] {
      Disposables.create { order.append(name) }.disposed(by: bag!)
    }
    bag = nil
    #expect(order.items == ["first", "second", "third"])
  }
}
