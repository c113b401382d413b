/// The text of a flow file, kept so diagnostics can quote the offending line.
public struct SourceFile: Sendable {
    public let path: String
    public let text: String
    /// Lines without their terminators (CR LF and LF both end a line).
    public let lines: [Substring]
    /// Whether the whole text is ASCII, so a line's scalars can be counted as its bytes.
    public let isASCII: Bool

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.isASCII = ByteScan.isASCII(text)
        // Split on LF bytes (grapheme-aware splitting was a tenth of parse time); drop a CR
        // before it. Line ends are found in the UTF-8 bytes, then cut as substrings.
        var bounds: [(start: Int, end: Int)] = []
        ByteScan.withBytes(text) { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == 10 {
                bounds.append((start, index > start && bytes[index - 1] == 13 ? index - 1 : index))
                start = index + 1
            }
            bounds.append((start, bytes.count))
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(bounds.count)
        var cursor = utf8.startIndex
        var cursorOffset = 0
        for (start, end) in bounds {
            let lower = utf8.index(cursor, offsetBy: start - cursorOffset)
            let upper = utf8.index(lower, offsetBy: end - start)
            lines.append(text[lower..<upper])
            cursor = upper
            cursorOffset = end
        }
        self.lines = lines
    }

    /// The 1-based line `number`, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// Finds `phrase` (case-insensitively) at or after `start`, looking at most `maxLines` lines ahead.
    ///
    /// Rules find a phrase inside a text value; the value's node only knows where it starts
    /// (possibly at a quote, or on the line of a block scalar's `|`), so the exact column
    /// is found in the source itself. Returns nil when the phrase is not written literally
    /// there (escapes, folding), in which case callers fall back to the value's start.
    public func locate(_ phrase: String, from start: SourceLocation, maxLines: Int = 40) -> SourceLocation? {
        guard !phrase.isEmpty else { return nil }
        let needle = Array(phrase.lowercased().unicodeScalars)
        var lineNumber = start.line
        while lineNumber <= min(lines.count, start.line + maxLines) {
            guard let text = line(lineNumber) else { break }
            let scalars = Array(String(text).lowercased().unicodeScalars)
            let from = lineNumber == start.line ? max(0, start.column - 1) : 0
            if scalars.count >= needle.count, from <= scalars.count - needle.count {
                var index = from
                while index <= scalars.count - needle.count {
                    if scalars[index] == needle[0], Array(scalars[index..<(index + needle.count)]) == needle {
                        return SourceLocation(line: lineNumber, column: index + 1)
                    }
                    index += 1
                }
            }
            lineNumber += 1
        }
        return nil
    }
}
