/// Thresholds the rules use; each has a documented default and a `lint` flag.
public struct LintOptions: Sendable {
    /// `purpose-brief`: most characters in a purpose string.
    public var purposeMaxLength: Int = 150
    /// `purpose-brief`: most sentences in a purpose string.
    public var purposeMaxSentences: Int = 2
    /// `location-button-contrast`: least WCAG 2 contrast ratio between foreground and background:
    /// 3:1, WCAG's ratio for large text and UI components, which the system's own look (white
    /// on #007AFF, 4.0:1; on #0A84FF, 3.65:1) passes.
    public var minimumContrast: Double = 3
    /// `location-button-contrast`: least opacity (alpha) of the background and foreground colours.
    public var minimumOpacity: Double = 0.9
    /// `location-button-fits`: button width in points when the flow gives none (an iPhone's
    /// 393-point screen less 16-point margins on each side).
    public var defaultButtonWidth: Double = 361
    /// `location-button-fits`: the button's title size in points at the largest accessibility
    /// text size (Dynamic Type AX5 for the body style).
    public var largestTextSize: Double = 53
    /// `location-button-fits`: most lines the title may wrap to at that size.
    public var maxTitleLines: Int = 3
    /// `text-fits`: the terminal sizes (columns, rows) a flow's texts must show whole in: the
    /// usual 80×24 by default. The smallest the walker draws, 30×12, cuts most purpose strings to
    /// a line, so it is asked for (`lint --fit-size 80x24 --fit-size 30x12`), not assumed.
    public var textFitSizes: [TerminalSize] = [TerminalSize(width: 80, height: 24)]

    public init() {}

    /// A terminal's size in cells, as `walk --size` and `render --size` take it: the one type a
    /// transcript records (`80×24`).
    public typealias TerminalSize = TranscriptHeader.TerminalSize
}
