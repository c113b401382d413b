/// The text of a flow file, kept so diagnostics can quote the offending line.
public struct SourceFile: Sendable {
    public let path: String
    public let text: String
    /// Lines without their terminators (CR LF and LF both end a line), cut from `text` when read.
    public let lines: Lines
    /// Whether the whole text is ASCII, so a line's scalars can be counted as its bytes.
    public let isASCII: Bool
    /// For long lines of a non-ASCII file (line index → marks): where every `markStride`-th
    /// scalar starts, so a column is found without walking the line from its start.
    private let longLineMarks: [Int: ScalarMarks]

    /// Lines shorter than this many bytes are walked; longer ones (of a non-ASCII file) get marks.
    static let longLine = 1024
    /// Scalars between two marks of a long line.
    static let markStride = 256

    /// The UTF-8 offsets (from the line's start) of scalars 0, `markStride`, 2 × `markStride`, …
    /// of one line, and how many scalars it has.
    private struct ScalarMarks: Sendable {
        var offsets: [Int]
        var scalarCount: Int
    }

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.isASCII = ByteScan.isASCII(text)
        // Split on LF bytes (grapheme-aware splitting was a tenth of parse time); a CR before
        // one is dropped when a line is cut (`Lines`).
        let lines = Lines(text: text)
        self.lines = lines
        // One pass over each long line of a non-ASCII file, so excerpts and columns on a
        // one-line flow cost what they print, not the line's length each time.
        var marks: [Int: ScalarMarks] = [:]
        if !isASCII {
            // Lines measured by their starts, not cut from the text (a catalog's 140 lines cost
            // 110 k instructions cut: docs/benchmarks.md, "app32f").
            for index in lines.indices where lines.byteCount(ofLine: index) >= Self.longLine {
                let line = lines[index]
                var offsets: [Int] = []
                offsets.reserveCapacity(line.utf8.count / Self.markStride + 1)
                var scalars = 0
                var offset = 0
                for byte in line.utf8 {
                    // Every byte but a continuation byte (10xxxxxx) starts a scalar.
                    if byte & 0xC0 != 0x80 {
                        if scalars % Self.markStride == 0 { offsets.append(offset) }
                        scalars += 1
                    }
                    offset += 1
                }
                marks[index] = ScalarMarks(offsets: offsets, scalarCount: scalars)
            }
        }
        self.longLineMarks = marks
    }

    /// The 1-based line `number`, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// How many Unicode scalars line `number` has (0 past the end). Constant time for an ASCII
    /// file or a long line; a short line is counted.
    public func scalarCount(ofLine number: Int) -> Int {
        guard number >= 1, number <= lines.count else { return 0 }
        // An ASCII line's scalars are its bytes, counted from where it starts and ends: cutting
        // the line out of the text cost ~540 instructions a call, on every value a flow's reader
        // measures (docs/benchmarks.md, "flows32c").
        if isASCII { return lines.byteCount(ofLine: number - 1) }
        guard let line = self.line(number) else { return 0 }
        if let marks = longLineMarks[number - 1] { return marks.scalarCount }
        return line.unicodeScalars.count
    }

    /// The index in `text` of scalar `offset` (0-based) of line `number`, clamped to the line's
    /// end; nil past the last line. Constant time for an ASCII file; a long line jumps to the
    /// nearest mark and walks at most `markStride` scalars from there.
    public func index(line number: Int, scalarOffset offset: Int) -> String.Index? {
        guard let line = self.line(number) else { return nil }
        let offset = max(0, offset)
        let utf8 = line.utf8
        if isASCII {
            return utf8.index(utf8.startIndex, offsetBy: min(offset, utf8.count))
        }
        var start = line.startIndex
        var remaining = offset
        if let marks = longLineMarks[number - 1] {
            if offset >= marks.scalarCount { return line.endIndex }
            let mark = offset / Self.markStride
            start = utf8.index(utf8.startIndex, offsetBy: marks.offsets[mark])
            remaining = offset - mark * Self.markStride
        }
        let scalars = line.unicodeScalars
        return scalars.index(start, offsetBy: remaining, limitedBy: scalars.endIndex) ?? scalars.endIndex
    }

    /// Scalars `range` (0-based offsets, clamped) of line `number`, as text; empty past the end.
    public func scalars(ofLine number: Int, _ range: Range<Int>) -> Substring {
        scalars(ofLine: number, from: range.lowerBound, limit: range.count)
    }

    /// At most `limit` scalars of line `number` from scalar `offset` (0-based), as text; empty
    /// past the end. Costs what it returns: the start is jumped to, the end walked from there.
    public func scalars(ofLine number: Int, from offset: Int, limit: Int) -> Substring {
        guard let line = self.line(number), let lower = index(line: number, scalarOffset: offset) else { return "" }
        let scalars = line.unicodeScalars
        let upper = scalars.index(lower, offsetBy: max(0, limit), limitedBy: scalars.endIndex) ?? scalars.endIndex
        return text[lower..<upper]
    }

    /// The most scalars of source a text value can take where it is written: a YAML escape
    /// such as `\U0001F600` writes one scalar in ten, and quotes, folding and indentation add a
    /// few. Searches for a value's parts stop there, so each costs what the value holds, not
    /// the rest of a long line.
    public static func writtenLimit(of value: String) -> Int {
        let count = value.unicodeScalars.count
        return count > (Int.max - 64) / 10 ? Int.max : count * 10 + 64
    }

    /// Finds `phrase` (case-insensitively) at or after `start`, looking at most `maxLines` lines ahead.
    ///
    /// Rules find a phrase inside a text value; the value's node only knows where it starts
    /// (possibly at a quote, or on the line of a block scalar's `|`), so the exact column
    /// is found in the source itself. Returns nil when the phrase is not written literally
    /// there (escapes, folding), in which case callers fall back to the value's start.
    public func locate(_ phrase: String, from start: SourceLocation, maxLines: Int = 40,
                       maxScalars: Int = Int.max) -> SourceLocation? {
        guard !phrase.isEmpty else { return nil }
        let needle = Array(phrase.lowercased().unicodeScalars)
        // Scalars still to look at: the search starts at the column (not the line's start) and
        // stops after `maxScalars`, so it never walks the rest of a one-line flow.
        var budget = maxScalars
        var lineNumber = start.line
        while lineNumber <= min(lines.count, start.line + maxLines), budget > 0 {
            let from = lineNumber == start.line ? max(0, start.column - 1) : 0
            // Read in windows that double, each from the column: a phrase near the column costs
            // what lies before it, not the rest of the line (a rule placing each word of a long
            // value in turn was quadratic). Lowercasing maps each scalar on its own, so a
            // window's lowercased scalars are the start of the whole line's.
            var window = max(256, needle.count * 4)
            while true {
                let take = min(window, budget)
                let piece = scalars(ofLine: lineNumber, from: from, limit: take)
                let read = piece.unicodeScalars.count
                // Lowercased as a whole (as the phrase is); when that changes the count (İ → i̇),
                // columns are only right up to there, as before.
                let scalars = Array(String(piece).lowercased().unicodeScalars)
                if scalars.count >= needle.count {
                    var index = 0
                    while index <= scalars.count - needle.count {
                        if scalars[index] == needle[0], scalars[index..<(index + needle.count)].elementsEqual(needle) {
                            return SourceLocation(line: lineNumber, column: from + index + 1)
                        }
                        index += 1
                    }
                }
                if read < take || take == budget {
                    budget -= read
                    break
                }
                window *= 2
            }
            lineNumber += 1
        }
        return nil
    }
}

extension SourceFile {
    /// The lines of a text, as the UTF-8 offset where each starts: 4 bytes a line (8 past 4 GiB),
    /// where a `Substring` a line took 32 and the list of bounds that built it 16 more. A line of
    /// a large flow is cut from the text only when it is read (docs/benchmarks.md, "Issue 32:
    /// memory").
    public struct Lines: RandomAccessCollection, Sendable {
        private let text: String
        /// Where each line starts; a line ends one byte (the LF) before the next starts, and the
        /// last at the text's end.
        private let starts: Starts
        private let byteCount: Int

        private enum Starts: Sendable {
            case narrow([UInt32])
            case wide([Int])
        }

        init(text: String) {
            self.text = text
            var narrow: [UInt32] = [0]
            var wide: [Int] = []
            var count = 0
            ByteScan.withBytes(text) { bytes in
                count = bytes.count
                if bytes.count < Int(UInt32.max) {
                    for index in bytes.indices where bytes[index] == 10 { narrow.append(UInt32(truncatingIfNeeded: index + 1)) }
                } else {
                    wide = [0]
                    for index in bytes.indices where bytes[index] == 10 { wide.append(index + 1) }
                }
            }
            byteCount = count
            starts = wide.isEmpty ? .narrow(narrow) : .wide(wide)
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int {
            switch starts {
            case let .narrow(offsets): offsets.count
            case let .wide(offsets): offsets.count
            }
        }

        private func start(_ index: Int) -> Int {
            switch starts {
            case let .narrow(offsets): Int(offsets[index])
            case let .wide(offsets): offsets[index]
            }
        }

        /// How many UTF-8 bytes line `index` (0-based) has, without its LF or CR LF: what
        /// `self[index].utf8.count` says, without cutting the line from the text.
        public func byteCount(ofLine index: Int) -> Int {
            let lower = start(index)
            guard index + 1 < endIndex else { return byteCount - lower }
            let upper = start(index + 1) - 1
            // The byte before the LF, when the line has one: a CR there is no part of the line.
            if upper > lower, ByteScan.withBytes(text, { $0[upper - 1] }) == 13 { return upper - 1 - lower }
            return upper - lower
        }

        /// Line `index` (0-based), without its LF or CR LF.
        public subscript(index: Int) -> Substring {
            let lower = start(index)
            var upper = index + 1 < endIndex ? start(index + 1) - 1 : byteCount
            let utf8 = text.utf8
            let from = utf8.index(utf8.startIndex, offsetBy: lower)
            if index + 1 < endIndex, upper > lower, utf8[utf8.index(from, offsetBy: upper - 1 - lower)] == 13 { upper -= 1 }
            return text[from..<utf8.index(from, offsetBy: upper - lower)]
        }
    }
}
