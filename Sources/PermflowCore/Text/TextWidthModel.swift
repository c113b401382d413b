/// An estimate of how wide text is drawn in the system font, for `location-button-fits`.
///
/// permflow cannot ask iOS to lay a button out, so it estimates: each character advances by a
/// fraction of the font size (lowercase Latin 0.55, uppercase 0.65, digits 0.55, a space 0.28,
/// Hangul, kana and CJK ideographs 1.0, anything else 0.6). Text wraps at spaces; kana and CJK
/// ideographs may also break between any two characters, while a Hangul word stays whole, as
/// iOS keeps Korean words together. The numbers are averages of SF Pro and the CJK system
/// fonts, deliberately a little generous so that a title the model passes has room to spare.
public struct TextWidthModel: Sendable, Equatable {
    /// Advance of a lowercase letter, as a fraction of the font size.
    public var lowercase = 0.55
    /// Advance of an uppercase letter.
    public var uppercase = 0.65
    public var digit = 0.55
    public var space = 0.28
    /// Hangul syllables, kana, CJK ideographs and full-width forms.
    public var wide = 1.0
    /// Punctuation, symbols and letters of other scripts.
    public var other = 0.6

    public init() {}

    public static let standard = TextWidthModel()

    /// One piece of text that a line break cannot split.
    public struct Unit: Sendable, Equatable {
        public var text: String
        /// Width in points.
        public var width: Double
        /// Whether a space separates it from the unit before (no space between CJK characters).
        public var spaceBefore: Bool
    }

    /// How far `character` advances the pen, as a fraction of the font size.
    public func advance(of character: Character) -> Double {
        if character == " " { return space }
        if Self.isWide(character) { return wide }
        if character.isNumber { return digit }
        if character.isUppercase { return uppercase }
        if character.isLowercase { return lowercase }
        return other
    }

    /// Width of `text` on one line at `size` points.
    public func width(of text: String, size: Double) -> Double {
        text.reduce(0) { $0 + advance(of: $1) } * size
    }

    /// The pieces of `text` a line may break between.
    public func units(of text: String, size: Double) -> [Unit] {
        var result: [Unit] = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            var pending = ""
            var spaceBefore = true
            func flush() {
                guard !pending.isEmpty else { return }
                result.append(Unit(text: pending, width: width(of: pending, size: size), spaceBefore: spaceBefore))
                pending = ""
                spaceBefore = false
            }
            for character in word {
                if Self.breaksAnywhere(character) {
                    flush()
                    pending = String(character)
                    flush()
                } else {
                    pending.append(character)
                }
            }
            flush()
        }
        return result
    }

    /// The lines `text` wraps into within `maxWidth` points, or nil when one unbreakable piece
    /// is wider than that.
    public func wrap(_ text: String, size: Double, maxWidth: Double) -> [String]? {
        let units = units(of: text, size: size)
        guard units.allSatisfy({ $0.width <= maxWidth + Self.tolerance }) else { return nil }
        let spaceWidth = space * size
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        for unit in units {
            let gap = unit.spaceBefore ? spaceWidth : 0
            if line.isEmpty {
                line = unit.text
                lineWidth = unit.width
            } else if lineWidth + gap + unit.width <= maxWidth + Self.tolerance {
                line += (unit.spaceBefore ? " " : "") + unit.text
                lineWidth += gap + unit.width
            } else {
                lines.append(line)
                line = unit.text
                lineWidth = unit.width
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The narrowest width at which `text` wraps into at most `maxLines` lines.
    ///
    /// Greedy wrapping uses the fewest lines for a given width, and the narrowest width that
    /// works is the width of some run of consecutive pieces, so trying those is exact.
    public func minimumWidth(of text: String, size: Double, maxLines: Int) -> Double {
        let units = units(of: text, size: size)
        guard !units.isEmpty else { return 0 }
        let spaceWidth = space * size
        var candidates: Set<Double> = []
        for first in units.indices {
            var total = 0.0
            for index in first..<units.count {
                total += (index == first ? 0 : (units[index].spaceBefore ? spaceWidth : 0)) + units[index].width
                candidates.insert(total)
            }
        }
        for candidate in candidates.sorted() {
            if let lines = wrap(text, size: size, maxWidth: candidate), lines.count <= max(1, maxLines) {
                return candidate
            }
        }
        return candidates.max() ?? 0
    }

    /// Rounding slack, so a title exactly as wide as the room still fits.
    static let tolerance = 1e-9

    /// Hangul, kana, CJK ideographs and full-width forms: drawn about one em wide.
    public static func isWide(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x1100...0x11FF).contains(value) || (0x3000...0x303F).contains(value)
            || (0x3040...0x30FF).contains(value) || (0x3130...0x318F).contains(value)
            || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFFEF).contains(value)
    }

    /// Kana, CJK ideographs and their punctuation: a line may break before any of them.
    static func breaksAnywhere(_ character: Character) -> Bool {
        guard Self.isWide(character), let value = character.unicodeScalars.first?.value else { return false }
        return !((0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value) || (0xAC00...0xD7A3).contains(value))
    }
}
