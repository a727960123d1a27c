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
]
