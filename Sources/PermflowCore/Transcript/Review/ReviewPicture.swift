/// A frame of the walk as a picture: its recorded text and styles at the width it was drawn in.
public struct ReviewPicture: Sendable, Equatable {
    /// How a step's picture is shown: drawn, or as the same picture as an earlier step's.
    public enum Showing: Sendable, Equatable {
        /// Drawn; `repeats` more steps right after it show the same frame.
        case drawn(repeats: Int)
        /// The frame of step `asStep`, unchanged.
        case same(asStep: Int)

        /// What is said about it for step `number`: `Unchanged for 2 steps (3–4).` under a
        /// picture that repeats, `Screen unchanged since step 3.` in place of one drawn before;
        /// nil for a picture shown once.
        public func note(number: Int) -> String? {
            switch self {
            case .drawn(0): nil
            case .drawn(let repeats): "Unchanged for \(repeats + 1) steps (\(number)–\(number + repeats))."
            case .same(let first): "Screen unchanged since step \(first)."
            }
        }
    }

    /// The choice made on a step's picture: which button, how, and whether the frame was
    /// recorded at the moment of the choice (the chosen button focused and highlighted).
    public struct Chosen: Sendable, Equatable {
        public var label: String
        /// Its position among the screen's buttons, from 0.
        public var index: Int
        public var method: ChoiceMethod
        /// The frame shows the chosen button focused; false in transcripts recorded before
        /// the step's frame was the moment of the choice, where a digit or a click left the
        /// focus (and the highlight) on another button.
        public var highlighted: Bool

        /// What the mark beside the picture says: `◀ Enter`, `◀ 2 key`, `◀ click`, `◀ script`.
        public var markText: String {
            switch method {
            case .key: "◀ Enter"
            case .digit: "◀ \(index.saturatingAdd(1)) key"
            case .mouse: "◀ click"
            case .script: "◀ script"
            }
        }
    }

    public var lines: [String]
    public var styles: FrameStyles?
    public var width: Int
    /// The choice made on it, for a step's picture; nil for the last screen.
    public var chosen: Chosen?

    public init(lines: [String], styles: FrameStyles?, width: Int, chosen: Chosen? = nil) {
        self.lines = lines
        self.styles = styles
        self.width = width
        self.chosen = chosen
    }

    /// The row of the frame the chosen button is on: the focused one's (`▸ … ◂`) when the frame
    /// shows the choice focused, else the lowest row holding its label (buttons sit below the
    /// text), else the lowest row holding the label's start (a label cut short with `…`).
    public var chosenRow: Int? {
        guard let chosen else { return nil }
        let rows = lines.map { VisibleText.sanitize($0) }
        if chosen.highlighted, let row = rows.firstIndex(where: { $0.contains("▸") && $0.contains("◂") }) { return row }
        var label = Substring(VisibleText.sanitize(chosen.label))
        while label.first == " " { label.removeFirst() }
        while label.last == " " { label.removeLast() }
        guard !label.isEmpty else { return nil }
        if let row = rows.lastIndex(where: { $0.contains(label) }) { return row }
        let start = String(label.prefix(6))
        return rows.lastIndex { $0.contains(start) }
    }

    /// The picture as SVG in `theme`, titled `title`, with the choice marked beside the button
    /// chosen; `standalone` adds the XML prologue a file needs.
    public func svg(theme: ThemeName, title: String, standalone: Bool = true) -> String {
        let mark = chosen.flatMap { chosen in chosenRow.map { FrameSVG.Mark(row: $0, text: chosen.markText, kind: chosen.method.rawValue) } }
        return FrameSVG.svg(Frame(recorded: lines, styles: styles, width: width), theme: theme, title: title, standalone: standalone, mark: mark)
    }
}
