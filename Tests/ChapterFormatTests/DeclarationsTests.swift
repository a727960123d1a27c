import ChapterFormat
import Testing

@Suite("The public declarations of a Swift file")
struct DeclarationsTests {
  func declarations(_ source: String) -> [String] {
    SwiftDeclarations.publicDeclarations(in: source).map(\.description)
  }

  @Test("a public member of an extension is read with its signature, without its body or its layout")
  func extensionMembers() {
    let source = """
      extension ObservableType {
        /// Lets through … (a comment is no API)
        public func filter(
          _ predicate: @escaping (Element) throws -> Bool
        ) -> Observable<Element> {
          Filter(source: asObservable(), predicate: predicate)
        }

        func helper() {}
      }
      """
    #expect(
      declarations(source) == [
        "extension ObservableType › public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element>"
      ])
    let oneLine = """
      extension ObservableType {
        public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { placeholder() }
      }
      """
    #expect(declarations(oneLine) == declarations(source))
  }

  @Test("a type's header, with its conformances, and its public members, a where clause on its own line included")
  func typesAndConstraints() {
    let source = """
      public final class PublishSubject<Element>:
        Observable<Element>, SubjectType,
        @unchecked Sendable
      {
        public override func subscribe<Observer: ObserverType>(
          _ observer: Observer
        ) -> any Disposable
        where Observer.Element == Element {
          // TODO: chapter 6
          Disposables.create()
        }
        private var observers = Bag<AnyObserver<Element>>()
        public var isDisposed: Bool { false }
      }
      """
    let scope = "public final class PublishSubject<Element>: Observable<Element>, SubjectType, @unchecked Sendable"
    #expect(
      declarations(source) == [
        "public final class PublishSubject<Element>: Observable<Element>, SubjectType, @unchecked Sendable",
        "\(scope) › public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable "
          + "where Observer.Element == Element",
        "\(scope) › public var isDisposed: Bool",
      ])
  }

  @Test("a public protocol's requirements and a public enum's cases are public without a modifier")
  func requirementsAndCases() {
    let source = """
      public protocol Cancelable: Disposable {
        var isDisposed: Bool { get }
      }
      public enum Event<Element> {
        case next(Element)
        case error(any Error), completed
        var isStopEvent: Bool { true }
      }
      enum Internal {
        case hidden
      }
      """
    #expect(
      declarations(source) == [
        "public protocol Cancelable: Disposable",
        "public protocol Cancelable: Disposable › var isDisposed: Bool { get }",
        "public enum Event<Element>", "public enum Event<Element> › case next(Element)",
        "public enum Event<Element> › case error(any Error), completed",
      ])
  }

  @Test("nothing inside a private type is public; a stored property's value and a default's layout are no API")
  func privateTypesAndValues() {
    let source = """
      final private class FilterSink<Observer: ObserverType>: Sink<Observer> {
        public func on(_ event: Event<Observer.Element>) {}
      }
      public struct Options {
        public let limit: Int = 16
        public init(limit: Int = 16, name: String = "a") {}
      }
      """
    #expect(
      declarations(source) == [
        "public struct Options", "public struct Options › public let limit: Int",
        "public struct Options › public init(limit: Int = 16, name: String = \"a\")",
      ])
  }

  @Test("a conformance to one of the module's internal protocols is no part of a public type's header")
  func hiddenConformances() {
    let source = "public final class Subject<E>: Observable<E>, Unsubscribing, Cancelable where E: Sendable {}"
    #expect(
      SwiftDeclarations.publicDeclarations(in: source, hiding: ["Unsubscribing"]).map(\.signature) == [
        "public final class Subject<E>: Observable<E>, Cancelable where E: Sendable"
      ])
    #expect(SwiftDeclarations.types(in: source + "\nprotocol Unsubscribing {}").map(\.isPublic) == [true, false])
  }
}
