/// The screen the walk ended on, with how long it stayed.
public struct ReviewLastScreen: Sendable, Equatable {
    public var screen: String
    public var picture: ReviewPicture
    public var dwellMs: Int
    /// How the walk ended: `completed`, `quit` …
    public var ending: String
    /// What the walk said when it arrived there, in full.
    public var notes: [String] = []

    /// The picture's title: `Last screen: why-camera`, with the screen as the writer shows it.
    public static func caption(screen: String) -> String { "Last screen: \(screen)" }
}
