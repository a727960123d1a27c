import Step4_Sink

/// Chapter 4's trampoline is already a scheduler in all but name: its `schedule` has the
/// protocol's shape, so conforming takes no code.
extension CurrentThreadScheduler: ImmediateSchedulerType {}
