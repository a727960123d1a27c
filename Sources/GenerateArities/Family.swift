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
  /// What opens the file, for a family of these arities (a suite's title names them).
  let opening: @Sendable (_ arities: ClosedRange<Int>) -> String
  var closing = ""
  /// The code for one arity; the region, if any, goes around the part a chapter shows.
  let body: @Sendable (_ arity: Int, _ region: String?) -> String

  init(
    path: String, templatePath: String, opening: @escaping @Sendable (_ arities: ClosedRange<Int>) -> String,
    closing: String = "", body: @escaping @Sendable (_ arity: Int, _ region: String?) -> String
  ) {
    (self.path, self.templatePath, self.opening, self.closing, self.body) = (path, templatePath, opening, closing, body)
  }

  /// A template whose opening is the same whatever the arities (a source file's imports).
  init(
    path: String, templatePath: String, opening: String, closing: String = "",
    body: @escaping @Sendable (_ arity: Int, _ region: String?) -> String
  ) {
    self.init(path: path, templatePath: templatePath, opening: { _ in opening }, closing: closing, body: body)
  }
}
