import Step4_Sink
@_spi(RawTraits) import Step7_Traits

// `zip` of two to eight `Single`s or `Maybe`s, as RxSwift generates them: `Observable.zip` of the
// sequences inside, wrapped again as the same trait.

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The result of `resultSelector` on the elements of the 2 Singles.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// The elements of the 2 Singles, as a tuple.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>
  ) -> PrimitiveSequence<Trait, (E1, E2)> {
    .raw(Observable.zip(source1.asObservable(), source2.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The result of `resultSelector` on the elements of the 3 Singles.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// The elements of the 3 Singles, as a tuple.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
    .raw(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The result of `resultSelector` on the elements of the 4 Singles.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// The elements of the 4 Singles, as a tuple.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
    .raw(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The result of `resultSelector` on the elements of the 5 Singles.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// The elements of the 5 Singles, as a tuple.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The result of `resultSelector` on the elements of the 6 Singles.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// The elements of the 6 Singles, as a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The result of `resultSelector` on the elements of the 7 Singles.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// The elements of the 7 Singles, as a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The result of `resultSelector` on the elements of the 8 Singles.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
        resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// The elements of the 8 Singles, as a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The result of `resultSelector` on the elements of the 2 Maybes.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// The elements of the 2 Maybes, as a tuple.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>
  ) -> PrimitiveSequence<Trait, (E1, E2)> {
    .raw(Observable.zip(source1.asObservable(), source2.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The result of `resultSelector` on the elements of the 3 Maybes.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// The elements of the 3 Maybes, as a tuple.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
    .raw(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The result of `resultSelector` on the elements of the 4 Maybes.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// The elements of the 4 Maybes, as a tuple.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
    .raw(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The result of `resultSelector` on the elements of the 5 Maybes.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// The elements of the 5 Maybes, as a tuple.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The result of `resultSelector` on the elements of the 6 Maybes.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// The elements of the 6 Maybes, as a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The result of `resultSelector` on the elements of the 7 Maybes.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// The elements of the 7 Maybes, as a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The result of `resultSelector` on the elements of the 8 Maybes.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
        resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// The elements of the 8 Maybes, as a tuple.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
    .raw(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
  }
}
