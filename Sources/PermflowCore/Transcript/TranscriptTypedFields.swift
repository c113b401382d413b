/// A transcript's fields read as the walk's own values. The file keeps them as text (an older
/// or hand-written file may say anything there); code that compares a recorded step with what
/// the walk does now reads them through these.
extension TranscriptStep {
    /// The outcome key the step followed, as the walk names outcomes.
    public var outcomeKey: OutcomeKey? { outcome.map { OutcomeKey($0) } }

    /// What the step was taken on; nil for a kind this version does not know.
    public var stepKind: StepKind? { StepKind(rawValue: kind) }
}

extension TranscriptEvent {
    /// The route a `check` event says the check took.
    public var routeKey: OutcomeKey? { edge.map { OutcomeKey($0) } }
}
