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

    public var lines: [String]
    public var styles: FrameStyles?
    public var width: Int

    /// The picture as SVG in `theme`, titled `title`; `standalone` adds the XML prologue a file needs.
    public func svg(theme: ThemeName, title: String, standalone: Bool = true) -> String {
        FrameSVG.svg(Frame(recorded: lines, styles: styles, width: width), theme: theme, title: title, standalone: standalone)
    }
}
