/// How a walk's session ended.
public enum TranscriptEnding: String, Sendable, Codable, CaseIterable {
    /// The person quit at an end screen of the flow.
    case completed
    /// The person quit before reaching an end screen.
    case quit
    /// A signal ended the session (SIGINT without confirmation, SIGTERM, SIGHUP).
    case interrupted
    /// permflow stopped on an error.
    case error

    /// `completed` when `state` is at an end screen, else `quit`: what `Q` means.
    public static func quitting(at state: WalkState) -> TranscriptEnding {
        state.ended ? .completed : .quit
    }
}
