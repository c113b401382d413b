/// Lays text out in terminal cells: measures, wraps at word boundaries and cuts with `…`.
///
/// Everything is measured in cells (`CellWidth`), never in characters, so Korean (two cells a
/// syllable) lines up exactly. A wide character is never split: a line that cannot take one
/// more ends before it. Text is made visible (`VisibleText.sanitize`) before it is measured, so
/// an escape or a bidi override in a flow string is drawn as a symbol and never reaches the
/// terminal raw.
public enum TextLayout {
    /// One drawable unit: a grapheme (with any zero-width marks it carries) one or two cells wide.
    public struct Glyph: Sendable, Equatable {
        public var text: String
        /// 1 or 2.
        public var width: Int
    }

    /// The ellipsis that marks cut text.
    public static let ellipsis = "\u{2026}"

    /// The glyphs of `text`, after making it visible. Zero-width marks join the glyph before
    /// them (one with nothing before it is dropped); a cluster wider than two cells (an emoji
    /// ZWJ sequence, which terminals disagree on) is drawn as its parts, without the joiners.
    public static func glyphs(_ text: String) -> [Glyph] {
        var result: [Glyph] = []
        result.reserveCapacity(text.utf8.count)
        // Printable ASCII (most copy): one byte, one cell, and nothing to make visible.
        if ByteScan.isPrintableASCII(text) {
            for byte in text.utf8 { result.append(Glyph(text: String(UnicodeScalar(byte)), width: 1)) }
            return result
        }
        return generalGlyphs(text, into: result)
    }

    /// `glyphs` for any text: made visible, then measured character by character.
    static func generalGlyphs(_ text: String, into start: [Glyph] = []) -> [Glyph] {
        var result = start
        for character in VisibleText.sanitize(text) {
            let width = CellWidth.of(character)
            if width == 1 || width == 2 {
                result.append(Glyph(text: String(character), width: width))
            } else if width == 0 {
                if !result.isEmpty { result[result.count - 1].text.append(character) }
            } else {
                for scalar in character.unicodeScalars where scalar.value != 0x200D {
                    let scalarWidth = CellWidth.of(scalar)
                    if scalarWidth == 0 {
                        if !result.isEmpty { result[result.count - 1].text.unicodeScalars.append(scalar) }
                    } else {
                        result.append(Glyph(text: String(scalar), width: min(2, scalarWidth)))
                    }
                }
            }
        }
        return result
    }

    /// Cells `text` takes once laid out.
    public static func width(_ text: String) -> Int {
        if ByteScan.isPrintableASCII(text) { return text.utf8.count }
        return glyphs(text).reduce(0) { $0 + $1.width }
    }

    /// `text` on one line of at most `width` cells, cut with `…` when it is longer.
    public static func truncate(_ text: String, to width: Int) -> String {
        if text.utf8.count <= width, ByteScan.isPrintableASCII(text) { return text }
        let all = glyphs(text)
        let total = all.reduce(0) { $0 + $1.width }
        if total <= width { return all.map(\.text).joined() }
        return cut(all, to: width)
    }

    /// Glyphs that fill at most `width - 1` cells, then `…`; trailing spaces before the `…` go.
    static func cut<Unit: LayoutUnit>(_ units: [Unit], to width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var kept: [Unit] = []
        for unit in units {
            if used + unit.cells > width - 1 { break }
            kept.append(unit)
            used += unit.cells
        }
        while kept.last?.isSpace == true { kept.removeLast() }
        return Unit.text(kept) + ellipsis
    }

    /// `text` wrapped into lines of at most `width` cells.
    ///
    /// Lines break at spaces; a Hangul word stays whole (as iOS keeps Korean words together)
    /// unless it is wider than a line, while kana and CJK ideographs may break anywhere. A word
    /// wider than a line is broken between glyphs. Newlines start a new line. With `maxLines`,
    /// text that needs more lines is cut with `…` at the end of the last one.
    public static func wrap(_ text: String, width: Int, maxLines: Int? = nil) -> [String] {
        guard width > 0, maxLines.map({ $0 > 0 }) ?? true else { return [] }
        // Printable ASCII lines (most copy): a byte is a cell, and nothing needs making visible.
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) {
            let paragraphs = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { $0.map(ASCIIUnit.init) }
            return wrapLines(paragraphs, width: width, maxLines: maxLines)
        }
        return generalWrap(text, width: width, maxLines: maxLines)
    }

    /// How many lines `wrap(text, width:, maxLines:)` returns, counted without making them: what
    /// the painters' `mayCut` asks of every title, body and message `text-fits` measures. Text
    /// whose every scalar is one glyph of one cell (`oneCellUnit`) is counted in one pass with
    /// no allocation, by `wrap`'s own rules; any other text is wrapped and its lines counted.
    /// Wrapping to count was 103 M of the 690 M instructions lint of 100 generated flows took
    /// (docs/benchmarks.md, "Issue 25, tenth session"); `FastPathTests.linesAreCountedAsWrapMakesThem`
    /// holds the two equal.
    public static func lineCount(_ text: String, width: Int, maxLines: Int? = nil) -> Int {
        guard width > 0, maxLines.map({ $0 > 0 }) ?? true else { return 0 }
        guard let count = oneCellLineCount(text, width: width) else { return wrap(text, width: width, maxLines: maxLines).count }
        return maxLines.map { min($0, count) } ?? count
    }

    /// What a scalar is to `wrap` when it is a glyph of its own, one cell wide, that
    /// `VisibleText.sanitize` keeps: printable ASCII, Latin-1 and the Latin extensions to U+02FF
    /// (not the soft hyphen, which is made visible), and the general punctuation quotes, dashes,
    /// bullets and ellipses (U+2010–U+2027, U+2030–U+205E; not the separators, joiners, marks
    /// and spaces around them). None of these joins a neighbour in a grapheme cluster, and none
    /// is wide. Nil for any other scalar.
    enum OneCellUnit: Equatable {
        case space, newline, glyph
    }

    static func oneCellUnit(_ value: UInt32) -> OneCellUnit? {
        switch value {
        case 0x20: .space
        case 0x0A: .newline
        case 0x21...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E: .glyph
        default: nil
        }
    }

    /// `wrap(text, width:).count` for text made only of `oneCellUnit`s, in one pass: words are
    /// runs of glyphs, placed on lines as `wrapParagraph` places them (a word wider than a line
    /// broken between glyphs), blank lines at either end dropped as `wrapLines` drops them. Nil
    /// when `text` holds anything else.
    static func oneCellLineCount(_ text: String, width: Int) -> Int? {
        var total = 0, blankRun = 0, seenText = false
        // The paragraph being read: lines ended, cells on the current line, the word being read,
        // whether a space came before it, whether the paragraph has a word yet.
        var lines = 0, lineWidth = 0, word = 0, spaced = false, hasWord = false
        func placeWord() {
            let gap = spaced && lineWidth > 0 ? 1 : 0
            if lineWidth + gap + word <= width {
                lineWidth += gap + word
            } else if word <= width {
                lines += 1
                lineWidth = word
            } else {
                // Wider than a line: what is left of this line (after a space) takes its first
                // glyphs, then a line is ended each time one is full.
                if gap == 1, lineWidth + 2 <= width {
                    lineWidth += 1
                } else if lineWidth > 0 {
                    lines += 1
                    lineWidth = 0
                }
                lines += (lineWidth + word - 1) / width
                lineWidth = (lineWidth + word - 1) % width + 1
            }
            word = 0
            spaced = false
            hasWord = true
        }
        func endParagraph() {
            if word > 0 { placeWord() }
            let count = lines + (lineWidth > 0 ? 1 : 0)
            if count == 0 {
                // A paragraph with no word is one blank line, kept only between lines of text.
                if seenText { blankRun += 1 }
            } else {
                total += blankRun + count
                blankRun = 0
                seenText = true
            }
            lines = 0; lineWidth = 0; spaced = false; hasWord = false
        }
        for scalar in text.unicodeScalars {
            switch oneCellUnit(scalar.value) {
            case .glyph?: word += 1
            case .space?:
                if word > 0 { placeWord() }
                if hasWord { spaced = true }
            case .newline?: endParagraph()
            case nil: return nil
            }
        }
        endParagraph()
        return total
    }

    /// `wrap` for any text: made visible, then laid out glyph by glyph.
    static func generalWrap(_ text: String, width: Int, maxLines: Int?) -> [String] {
        let paragraphs = VisibleText.sanitize(text, keepNewlines: true).split(separator: "\n", omittingEmptySubsequences: false)
        return wrapLines(paragraphs.map { glyphs(String($0)) }, width: width, maxLines: maxLines)
    }

    /// Paragraphs (no newlines) as lines of at most `width` cells; see `wrap`.
    static func wrapLines<Unit: LayoutUnit>(_ paragraphs: [[Unit]], width: Int, maxLines: Int?) -> [String] {
        var lines: [[Unit]] = []
        for paragraph in paragraphs {
            lines.append(contentsOf: wrapParagraph(paragraph, width: width))
        }
        // Blank lines at either end carry nothing.
        while lines.last?.isEmpty == true { lines.removeLast() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        if let maxLines, lines.count > maxLines {
            var last = lines[maxLines - 1]
            last.append(.space)
            last.append(contentsOf: lines[maxLines])
            return lines.prefix(maxLines - 1).map(Unit.text) + [cut(last, to: width)]
        }
        return lines.map(Unit.text)
    }

    /// One paragraph (no newlines) as lines of units.
    static func wrapParagraph<Unit: LayoutUnit>(_ units: [Unit], width: Int) -> [[Unit]] {
        // Words: runs of non-space units; `spaced` says whether a space came before.
        var words: [(units: [Unit], spaced: Bool)] = []
        var current: [Unit] = []
        var spaced = false
        func flush(nextSpaced: Bool) {
            if !current.isEmpty { words.append((current, spaced)); spaced = false }
            current = []
            if nextSpaced { spaced = true }
        }
        for unit in units {
            if unit.isSpace {
                flush(nextSpaced: !words.isEmpty || !current.isEmpty)
            } else if unit.breaksAnywhere {
                flush(nextSpaced: false)
                current = [unit]
                flush(nextSpaced: false)
            } else {
                current.append(unit)
            }
        }
        flush(nextSpaced: false)

        var lines: [[Unit]] = []
        var line: [Unit] = []
        var lineWidth = 0
        for word in words {
            let wordWidth = word.units.reduce(0) { $0 + $1.cells }
            let gap = (word.spaced && !line.isEmpty) ? 1 : 0
            if lineWidth + gap + wordWidth <= width {
                if gap == 1 { line.append(.space) }
                line.append(contentsOf: word.units)
                lineWidth += gap + wordWidth
                continue
            }
            if wordWidth <= width {
                lines.append(line)
                line = word.units
                lineWidth = wordWidth
                continue
            }
            // Wider than a line: fill what is left of this line, then break between units.
            if gap == 1, lineWidth + 2 <= width {
                line.append(.space)
                lineWidth += 1
            } else if !line.isEmpty {
                lines.append(line)
                line = []
                lineWidth = 0
            }
            for unit in word.units {
                if lineWidth + unit.cells > width {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                // A wide glyph in a one-cell line cannot be drawn at all.
                if unit.cells > width { continue }
                line.append(unit)
                lineWidth += unit.cells
            }
        }
        lines.append(line)
        let drawn = lines.filter { !$0.isEmpty }
        return drawn.isEmpty ? [[]] : drawn
    }

    /// Kana, CJK ideographs and their punctuation: a line may break before any of them
    /// (Hangul syllables may not; Korean breaks at spaces).
    static func breaksAnywhere(_ glyph: Glyph) -> Bool {
        guard glyph.width == 2, let value = glyph.text.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x303E).contains(value) || (0x3041...0x30FF).contains(value)
            || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value)
    }

    /// `text` cut to `width` and padded with spaces on both sides to exactly `width` cells,
    /// centred (an odd cell goes to the right).
    public static func centre(_ text: String, width: Int) -> String {
        let fitted = truncate(text, to: width)
        let used = self.width(fitted)
        let left = max(0, (width - used) / 2)
        return String(repeating: " ", count: left) + fitted + String(repeating: " ", count: max(0, width - used - left))
    }
}

/// What `TextLayout` wraps and cuts: a glyph, or one byte of printable ASCII (one cell, never
/// wide), so ASCII copy is laid out by the same algorithm without a `String` per character.
protocol LayoutUnit {
    /// 1 or 2.
    var cells: Int { get }
    var isSpace: Bool { get }
    /// Whether a line may break before this unit (kana and CJK ideographs).
    var breaksAnywhere: Bool { get }
    static var space: Self { get }
    static func text(_ units: [Self]) -> String
}

extension TextLayout.Glyph: LayoutUnit {
    var cells: Int { width }
    var isSpace: Bool { text == " " }
    var breaksAnywhere: Bool { TextLayout.breaksAnywhere(self) }
    static var space: Self { Self(text: " ", width: 1) }
    static func text(_ units: [Self]) -> String { units.map(\.text).joined() }
}

/// One byte of printable ASCII, as `TextLayout.wrap` lays it out.
struct ASCIIUnit: LayoutUnit {
    var byte: UInt8
    var cells: Int { 1 }
    var isSpace: Bool { byte == 0x20 }
    var breaksAnywhere: Bool { false }
    static var space: Self { Self(byte: 0x20) }
    static func text(_ units: [Self]) -> String { String(decoding: units.map(\.byte), as: UTF8.self) }
}
