import Step4_Sink

// TODO: chapter 7, "andThen: one job after another"
// The sequence behind every `andThen`: a `ConcatCompletable` producer, its
// `ConcatCompletableSink` (stage one) and `ConcatCompletableSinkOther` (stage two).
// Nothing public.
