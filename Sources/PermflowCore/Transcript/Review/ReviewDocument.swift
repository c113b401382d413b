/// A review of one recorded walk as a value: the facts at the top, every step with its picture,
/// choice, dwell, permissions and notes, the events between them, the last screen, and the
/// summary. Its words are chosen once, when `TranscriptReview` builds it from a transcript, and
/// hold no markup; `MarkdownReviewWriter` and `HTMLReviewWriter` print the same document, each
/// escaping every text for where it lands.
public struct ReviewDocument: Sendable, Equatable {
    /// A label and its text: a row of the facts table, an item of a step's details.
    public struct Fact: Sendable, Equatable {
        public var key: String
        public var value: String
    }

    /// A step or an event, in the order the walk met them.
    public enum Entry: Sendable, Equatable {
        case step(ReviewStep)
        case event(ReviewEvent)
    }

    /// A walk with more steps than this gets a table of contents.
    public static let contentsFromSteps = 6

    /// The steps, for a table of contents: `3. camera (camera alert) — “Allow”` and its anchor.
    public var steps: [ReviewStep] {
        entries.compactMap { if case .step(let step) = $0 { step } else { nil } }
    }

    /// `Walk of “Scan a receipt”`.
    public var title: String
    /// The flow's locale: the HTML page's language.
    public var language: String
    /// The theme the walk was drawn in: the pictures' theme.
    public var theme: ThemeName
    /// Who walked, when, which flow and whether it changed, how the walk ended …
    public var facts: [Fact]
    /// What the reader worked around (a line cut short, no closing line).
    public var readerWarnings: [String]
    public var entries: [Entry]
    public var lastScreen: ReviewLastScreen?
    /// The summary: the resources requested (each alert asked or not asked, each Settings
    /// change, check and ended one-time grant), the screens seen, and the HIG warnings the flow
    /// carried during the walk and carries now.
    public var summary: [ReviewBlock]
    /// The walk's alerts in every locale the flow declares (`review --all-locales`); empty otherwise.
    public var localeAlerts: [ReviewLocaleAlert] = []
}
