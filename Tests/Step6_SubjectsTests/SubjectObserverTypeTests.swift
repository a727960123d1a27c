import Step4_Sink
import Step6_Subjects
import Testing

/// RxSwift names each subject's observer side `SubjectObserverType`; code written against
/// RxSwift that spells it must compile here and mean the same type. (Not linked into the fast
/// core's tests: its subjects do not declare it.)
@Suite("SubjectObserverType")
struct SubjectObserverTypeTests {
  @Test("PublishSubject's SubjectObserverType is the subject itself, the type asObserver returns")
  func publishSubject() {
    #expect(PublishSubject<Int>.SubjectObserverType.self == PublishSubject<Int>.self)
    // what `SubjectType` says `asObserver()` returns
    #expect(PublishSubject<Int>.Observer.self == PublishSubject<Int>.SubjectObserverType.self)
  }

  @Test("BehaviorSubject's SubjectObserverType is the subject itself, the type asObserver returns")
  func behaviorSubject() {
    #expect(BehaviorSubject<Int>.SubjectObserverType.self == BehaviorSubject<Int>.self)
    // what `SubjectType` says `asObserver()` returns
    #expect(BehaviorSubject<Int>.Observer.self == BehaviorSubject<Int>.SubjectObserverType.self)
  }
}
