import Step4_Sink

// Complete: what the skeleton's bodies return until you write the real thing. Nothing in
// the course uses it; delete it once nothing here does.

/// A sequence that sends nothing and holds nothing: an inert stand-in.
func placeholder<Element>() -> Observable<Element> {
  Observable.create { _ in Disposables.create() }
}
