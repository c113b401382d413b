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
