/// One family of operators that exists once per arity, as RxSwift generates them from its `.tt`
/// templates: the arities, where its code and its tests go, and how to write one arity of each.
struct Family: Sendable {
  /// The family's name in messages: "zip", "Single.zip".
  let name: String
  let arities: ClosedRange<Int>
  let source: Template
  let tests: Template
  /// The arities whose sink a chapter shows, and the name of its region (see CONTRIBUTING, Listings).
  var listings: [Int: String] = [:]
}

/// How one file is written: what opens and closes it, and the code for each arity in between.
/// Several families may share a file (`Single.zip` and `Maybe.zip`); they then share its frame.
struct Template: Sendable {
  /// The file, from the package root.
  let path: String
  /// The template's own file, from the package root, which the generated header names.
  let templatePath: String
  let opening: String
  var closing = ""
  /// The code for one arity; the region, if any, goes around the part a chapter shows.
  let body: @Sendable (_ arity: Int, _ region: String?) -> String
}
