/// Something that happened besides a choice (Settings, a relaunch, a check …).
public struct ReviewEvent: Sendable, Equatable {
    /// `Settings`, `Relaunch` …
    public var title: String
    /// Milliseconds since the start.
    public var atMs: Int
    /// `camera changed in Settings > Privacy, denied → authorized`.
    public var summary: String
}
