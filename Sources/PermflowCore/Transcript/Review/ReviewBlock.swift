/// A block of a review's summary, in reading order: what each writer prints in its own markup.
public enum ReviewBlock: Sendable, Equatable {
    /// A run of a paragraph.
    public enum Run: Sendable, Equatable {
        /// Words, escaped by the writer.
        case text(String)
        /// An id or a path, set as code.
        case code(String)
    }

    /// A section heading: level 2 under the title, 3 below that.
    case heading(level: Int, String)
    case paragraph([Run])
    case table(ReviewTable)
    /// Items that belong to the paragraph before them (no blank line between in Markdown);
    /// nothing at all when empty.
    case list([String])
}
