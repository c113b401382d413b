/// The transcript format: JSON Lines, one object per line, each with a `type`.
///
/// A transcript opens with a `header`, has one `step` line per choice and one event line per
/// Settings change, relaunch, restart, Precise toggle, reload or resize, and closes with an `end`
/// line. Field names are documented in `docs/transcripts.md`; they are API, so a change that
/// breaks readers must bump `version`.
public enum TranscriptFormat {
    /// The version this permflow writes.
    public static let version = 1
    /// The versions this permflow reads.
    public static let supportedVersions = [1]
}
