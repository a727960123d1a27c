/// The arities every family is written for: RxSwift's own. Adding one here is the whole change:
/// the code, the tests, their titles and comments follow (`swift run generate-arities`).
let arities = 2...8

/// The table: every family, with its arities. The files are written in this order, each family's
/// arities in turn.
let table = [
  Family(name: "zip", arities: arities, source: zipSource, tests: zipTests),
  Family(
    name: "combineLatest", arities: arities, source: combineLatestSource, tests: combineLatestTests,
    listings: [2: "combine-latest-2"]),
  Family(
    name: "Single.zip", arities: arities, source: primitiveSequenceZipSource(trait: "Single"),
    tests: primitiveSequenceZipTests(trait: "Single")),
  Family(
    name: "Maybe.zip", arities: arities, source: primitiveSequenceZipSource(trait: "Maybe"),
    tests: primitiveSequenceZipTests(trait: "Maybe")),
  Family(
    name: "SharedSequence.zip", arities: arities,
    source: sharedSequenceSource(
      "zip", selectorDoc: "What `resultSelector` makes of each group, by position, of the elements of the",
      tupleDoc: "The elements, grouped by position, of the"),
    tests: sharedSequenceTests("zip", rule: "groups their elements by position, on the sharing scheduler")),
  Family(
    name: "SharedSequence.combineLatest", arities: arities,
    source: sharedSequenceSource(
      "combineLatest", selectorDoc: "What `resultSelector` makes of the latest elements of the",
      tupleDoc: "The latest elements of the"),
    tests: sharedSequenceTests(
      "combineLatest", rule: "combines the latest of each, on the sharing scheduler")),
]
