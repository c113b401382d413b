/// A line after the header (a step, an event, the closing line): where it stands among the
/// steps and events, and when it was written.
protocol TranscriptTimedLine {
    /// Position among the step and event lines, from 1.
    var seq: Int { get set }
    /// Milliseconds since the header's `started`.
    var ms: Int { get set }
}

extension TranscriptField where Line: TranscriptTimedLine {
    /// `seq` and `ms`, which every line after the header opens with, each within its bounds.
    static var position: [Self] {
        [.number("seq", \.seq, in: TranscriptBounds.seq), .number("ms", \.ms, in: TranscriptBounds.ms)]
    }
}
