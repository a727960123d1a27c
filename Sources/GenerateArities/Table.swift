/// The table: every family, with its arities. The files are written in this order, each family's
/// arities in turn.
let families = [
  Family(
    name: "zip", arities: 2...8, source: zipSource, tests: zipTests),
  Family(
    name: "combineLatest", arities: 2...8, source: combineLatestSource, tests: combineLatestTests,
    listings: [2: "combine-latest-2"]),
  Family(
    name: "Single.zip", arities: 2...8, source: primitiveSequenceZipSource(trait: "Single"),
    tests: primitiveSequenceZipTests(trait: "Single")),
  Family(
    name: "Maybe.zip", arities: 2...8, source: primitiveSequenceZipSource(trait: "Maybe"),
    tests: primitiveSequenceZipTests(trait: "Maybe")),
]
