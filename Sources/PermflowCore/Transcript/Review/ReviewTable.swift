/// A table of a review's summary: column titles and rows of cells, each cell saying what it
/// holds so a writer knows how to print it.
public struct ReviewTable: Sendable, Equatable {
    /// One cell.
    public enum Cell: Sendable, Equatable {
        /// Words, escaped by the writer.
        case text(String)
        /// An id (a screen's), set as code.
        case code(String)
        case number(Int)
        /// A time, `12.5 s` or `1 min 05 s`.
        case duration(ms: Int)
    }

    public var columns: [String]
    public var rows: [[Cell]]
}
