/// The words rules look for in one locale: named lists of phrases (data, not code).
///
/// Built-in lists live in `VocabularyTables`, one table per rule family; a locale pack (JSON)
/// adds a locale or extends one without code. See docs/locales.md.
public struct Vocabulary: Sendable, Codable {
    public var locale: String
    public var lists: [String: [String]]

    public init(locale: String, lists: [String: [String]]) {
        self.locale = locale
        self.lists = lists
    }

    /// The phrases of list `name`; empty when the locale has none.
    public func list(_ name: VocabularyList) -> [String] { lists[name.rawValue] ?? [] }

    /// Every phrase of list `name` that occurs in `text` (word-bounded where the script has word
    /// spaces), in list order.
    public func matches(_ name: VocabularyList, in text: String) -> [String] {
        list(name).filter { TextMatcher.contains(text, phrase: $0) }
    }

    /// The first phrase of list `name` found in `text`.
    public func firstMatch(_ name: VocabularyList, in text: String) -> String? {
        list(name).first { TextMatcher.contains(text, phrase: $0) }
    }

    /// Adds another vocabulary's phrases to this one's lists.
    public mutating func merge(_ other: [String: [String]]) {
        for (name, phrases) in other {
            var current = lists[name] ?? []
            current.reserveCapacity(current.count + phrases.count)
            if current.count + phrases.count <= 64 {
                // Most lists are short: comparing beats hashing every phrase (merged at every start).
                // Lengths first: two phrases rarely share one, and comparing them is cheaper than
                // comparing the strings (8,000 comparisons merge the built-in tables).
                for phrase in phrases where !current.contains(where: { $0.utf8.count == phrase.utf8.count && $0 == phrase }) {
                    current.append(phrase)
                }
            } else {
                // Long lists: a set of what the list holds, so merging is not quadratic.
                var present = Set(current)
                for phrase in phrases where present.insert(phrase).inserted { current.append(phrase) }
            }
            lists[name] = current
        }
    }
}

/// All vocabularies by locale.
public struct VocabularyStore: Sendable {
    public private(set) var byLocale: [String: Vocabulary]

    public init(tables: [[String: [String: [String]]]]) {
        var byLocale: [String: Vocabulary] = [:]
        for table in tables {
            for (locale, lists) in table {
                var vocabulary = byLocale[locale] ?? Vocabulary(locale: locale, lists: [:])
                vocabulary.merge(lists)
                byLocale[locale] = vocabulary
            }
        }
        self.byLocale = byLocale
    }

    /// The vocabularies permflow ships.
    public static let standard = VocabularyStore(tables: VocabularyTables.all)

    /// The vocabulary of `locale` (its language part if the region is unknown; empty lists otherwise).
    public func vocabulary(for locale: String) -> Vocabulary {
        if let exact = byLocale[locale] { return exact }
        let language = String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        return byLocale[language] ?? Vocabulary(locale: locale, lists: [:])
    }

    /// Locales with word lists, built in or from a pack, and locales a pack declared.
    public var locales: [String] { Set(byLocale.keys).union(declared).sorted() }

    /// Locales loaded packs name, with or without word lists (a pack may carry only alert text).
    public private(set) var declared: Set<String> = []

    /// Records that a locale pack provides `locale`, so flows may name it.
    public mutating func declare(_ locale: String) {
        declared.insert(locale)
    }

    /// Adds a locale pack's lists.
    public mutating func add(_ vocabulary: Vocabulary) {
        var current = byLocale[vocabulary.locale] ?? Vocabulary(locale: vocabulary.locale, lists: [:])
        current.merge(vocabulary.lists)
        byLocale[vocabulary.locale] = current
    }
}

/// Finds phrases in copy the way a reader would: case-insensitive, typographic apostrophes
/// folded, and whole words only where the script separates words with spaces.
public enum TextMatcher {
    /// Lowercases and folds ’ ‘ ` into ' so "Don’t" matches "don't".
    public static func normalize(_ text: String) -> String {
        if isPlainASCII(text) {
            // Most copy is ASCII: fold it byte by byte (this runs for every phrase of every list).
            return String(decoding: text.utf8.map(foldASCII), as: UTF8.self)
        }
        // Pure Swift: Foundation's replacingOccurrences dominated lint time on Linux.
        let lowered = text.lowercased()
        // Most text has no apostrophe to fold: ’ ‘ are E2 80 98/99, ʼ is CA BC, ` is 60.
        if !lowered.utf8.contains(where: { $0 == 0xE2 || $0 == 0xCA || $0 == 0x60 }) { return lowered }
        var result = String.UnicodeScalarView()
        for scalar in lowered.unicodeScalars {
            switch scalar {
            case "\u{2019}", "\u{2018}", "`", "\u{02BC}": result.append("'")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `text` is empty or only white space (what trimming `.whitespacesAndNewlines`
    /// would empty), without Foundation.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == " " || $0.properties.isWhitespace }
    }

    /// ASCII without CR (so one byte is one Character).
    static func isPlainASCII(_ text: String) -> Bool {
        ByteScan.isASCIIWithoutCR(text)
    }

    @inline(__always)
    static func foldASCII(_ byte: UInt8) -> UInt8 {
        if byte >= 65 && byte <= 90 { return byte + 32 }
        return byte == 96 ? 39 : byte
    }

    @inline(__always)
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
    }

    public static func contains(_ text: String, phrase: String) -> Bool {
        range(of: phrase, in: text) != nil
    }

    /// The range of `phrase` in the normalized `text`, as character offsets (start, length).
    public static func range(of phrase: String, in text: String) -> (start: Int, length: Int)? {
        if isPlainASCII(text), isPlainASCII(phrase) { return asciiRange(of: phrase, in: text) }
        let haystack = Array(normalize(text))
        let needle = Array(normalize(phrase))
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        let boundedStart = needle.first.map(isWordCharacter) ?? false
        let boundedEnd = needle.last.map(isWordCharacter) ?? false
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) {
                let beforeOK = !boundedStart || index == 0 || !isWordCharacter(haystack[index - 1])
                let end = index + needle.count
                let afterOK = !boundedEnd || end == haystack.count || !isWordCharacter(haystack[end])
                if beforeOK && afterOK { return (index, needle.count) }
            }
            index += 1
        }
        return nil
    }

    /// `range(of:in:)` for ASCII text and phrase, comparing folded bytes without allocating.
    static func asciiRange(of phrase: String, in text: String) -> (start: Int, length: Int)? {
        var phrase = phrase
        var text = text
        return phrase.withUTF8 { needle -> (start: Int, length: Int)? in
            text.withUTF8 { haystack -> (start: Int, length: Int)? in
                let n = needle.count, h = haystack.count
                guard n > 0, n <= h else { return nil }
                let first = foldASCII(needle[0])
                let boundedStart = isASCIIWordByte(needle[0])
                let boundedEnd = isASCIIWordByte(needle[n - 1])
                var index = 0
                while index <= h - n {
                    if foldASCII(haystack[index]) == first {
                        var offset = 1
                        while offset < n, foldASCII(haystack[index + offset]) == foldASCII(needle[offset]) { offset += 1 }
                        if offset == n {
                            let end = index + n
                            let beforeOK = !boundedStart || index == 0 || !isASCIIWordByte(haystack[index - 1])
                            let afterOK = !boundedEnd || end == h || !isASCIIWordByte(haystack[end])
                            if beforeOK && afterOK { return (index, n) }
                        }
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    /// Letters and digits of scripts that put spaces between words; Hangul, kana and CJK
    /// are matched as substrings, as their words take particles without a space.
    static func isWordCharacter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return isWordScalar(scalar)
    }

    /// The one definition of a word character, for every matcher: letters and digits of
    /// scripts that separate words with spaces. Hangul (syllables, Jamo and compatibility
    /// Jamo), kana and CJK are not: phrases in them match anywhere.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // ASCII: letters and digits, without looking up Unicode properties.
        if value < 0x80 { return isASCIIWordByte(UInt8(value)) }
        if (0xAC00...0xD7A3).contains(value) || (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value)
            || (0x3040...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value) {
            return false
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
