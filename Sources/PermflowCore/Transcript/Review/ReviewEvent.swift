/// Something that happened besides a choice (Settings, a relaunch, a check …).
public struct ReviewEvent: Sendable, Equatable {
    /// `Settings`, `Relaunch` …
    public var title: String
    /// Milliseconds since the start.
    public var atMs: Int
    /// `camera changed in Settings > Privacy, denied → authorized`.
    public var summary: String
    /// The screen on display when it happened (the screen left with R, the Settings panel before
    /// the change), when the transcript has its frame; nil for checks, resizes and reloads.
    public var picture: ReviewPicture? = nil
    /// The transcript line's position (`seq`): names the event's picture and anchor.
    public var seq: Int = 0
    /// What the walk said when the screen in the picture appeared (the notes of the choice or
    /// relaunch that led there), in full.
    public var notes: [String] = []

    /// `event-5`: the event's anchor in the review.
    public var anchor: String { "event-\(seq)" }

    /// The picture's title: `Relaunch at 7.5 s`.
    public var caption: String { "\(title) at \(TranscriptTime.duration(ms: atMs))" }
}
