/// The language a locale's copy is written in and the script that tells it apart, for
/// `copy-language`: a locale file's `"language"` (docs/locales.md). A new language's file says
/// its script here, so the rule needs no code to check copy in it.
///
/// ```json
/// "language" : { "letters" : "kana or kanji", "name" : "Japanese", "scripts" : [ "Hiragana", "Katakana", "Han" ] }
/// ```
public struct LanguageScript: Sendable, Codable, Hashable {
    /// The language's name in English, as the rule's messages say it ("Korean").
    public var name: String
    /// How the messages name its letters ("Hangul", "kana or kanji"); without it, the scripts'
    /// names joined with "or".
    public var letters: String?
    /// The Unicode scripts of its letters, by name (`LanguageScript.known`), or ranges of
    /// scalars, `U+0E00-U+0E7F`, for a script permflow has no name for.
    public var scripts: [String]

    public init(name: String, letters: String? = nil, scripts: [String]) {
        self.name = name
        self.letters = letters
        self.scripts = scripts
    }

    /// At most this many entries in `scripts`: a language is written in a few scripts.
    static let maximumScripts = 16

    /// The scripts permflow knows by name, with the blocks of their letters. Latin is its basic
    /// and Latin-1/Extended-A/B letters (not × or ÷); a language with letters beyond them adds
    /// ranges.
    static let known: [String: [ClosedRange<UInt32>]] = [
        "Latin": [0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F],
        "Greek": [0x370...0x3FF, 0x1F00...0x1FFF],
        "Cyrillic": [0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F],
        "Armenian": [0x530...0x58F],
        "Hebrew": [0x590...0x5FF],
        "Arabic": [0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF],
        "Devanagari": [0x900...0x97F],
        "Bengali": [0x980...0x9FF],
        "Gurmukhi": [0xA00...0xA7F],
        "Gujarati": [0xA80...0xAFF],
        "Oriya": [0xB00...0xB7F],
        "Tamil": [0xB80...0xBFF],
        "Telugu": [0xC00...0xC7F],
        "Kannada": [0xC80...0xCFF],
        "Malayalam": [0xD00...0xD7F],
        "Sinhala": [0xD80...0xDFF],
        "Thai": [0xE00...0xE7F],
        "Lao": [0xE80...0xEFF],
        "Tibetan": [0xF00...0xFFF],
        "Myanmar": [0x1000...0x109F],
        "Georgian": [0x10A0...0x10FF],
        "Ethiopic": [0x1200...0x139F],
        "Khmer": [0x1780...0x17FF],
        "Mongolian": [0x1800...0x18AF],
        "Hangul": [0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F],
        "Hiragana": [0x3040...0x309F],
        "Katakana": [0x30A0...0x30FF],
        "Han": [0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF],
    ]

    /// The scalars of one `scripts` entry: a known script's, or a range `U+XXXX-U+YYYY`; nil
    /// for anything else.
    static func ranges(of entry: String) -> [ClosedRange<UInt32>]? {
        if let known = known[entry] { return known }
        let ends = entry.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 2, let low = scalar(ends[0]), let high = scalar(ends[1]), low <= high else { return nil }
        return [low...high]
    }

    /// `U+0E00` as a number: four to six hexadecimal digits, at most U+10FFFF.
    private static func scalar(_ text: Substring) -> UInt32? {
        guard text.hasPrefix("U+") || text.hasPrefix("u+") else { return nil }
        let digits = text.dropFirst(2)
        guard (4...6).contains(digits.count), let value = UInt32(digits, radix: 16), value <= 0x10FFFF else { return nil }
        return value
    }

    /// The scalars of every entry (an unknown entry adds none).
    public var ranges: [ClosedRange<UInt32>] { scripts.flatMap { Self.ranges(of: $0) ?? [] } }

    /// How the rule's messages name the letters.
    public var lettersName: String { letters ?? scripts.joined(separator: " or ") }

    /// What is wrong with it as a pack gives it, or nil: every entry a known script or a range,
    /// at least one and at most `maximumScripts`, and a name.
    func problem() -> String? {
        if name.isEmpty { return "name is empty" }
        if scripts.isEmpty { return "scripts: give at least one (\(Self.known.keys.sorted().joined(separator: ", ")), or U+XXXX-U+YYYY)" }
        if scripts.count > Self.maximumScripts { return "scripts: at most \(Self.maximumScripts), not \(scripts.count)" }
        for (position, entry) in scripts.enumerated() where Self.ranges(of: entry) == nil {
            return "scripts[\(position)]: unknown script '\(entry)'\(Suggestion.didYouMean(entry, in: Self.known.keys.sorted())); "
                + "the scripts are \(Self.known.keys.sorted().joined(separator: ", ")), or a range U+XXXX-U+YYYY"
        }
        return nil
    }
}
