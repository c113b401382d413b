import Foundation

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
    public func list(_ name: String) -> [String] { lists[name] ?? [] }

    /// Every phrase of list `name` that occurs in `text` (word-bounded where the script has word
    /// spaces), in list order.
    public func matches(_ name: String, in text: String) -> [String] {
        list(name).filter { TextMatcher.contains(text, phrase: $0) }
    }

    /// The first phrase of list `name` found in `text`.
    public func firstMatch(_ name: String, in text: String) -> String? {
        list(name).first { TextMatcher.contains(text, phrase: $0) }
    }

    /// Adds another vocabulary's phrases to this one's lists.
    public mutating func merge(_ other: [String: [String]]) {
        for (name, phrases) in other {
            var current = lists[name] ?? []
            for phrase in phrases where !current.contains(phrase) { current.append(phrase) }
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

    public var locales: [String] { byLocale.keys.sorted() }

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
        // Pure Swift: Foundation's replacingOccurrences dominated lint time on Linux.
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            switch scalar {
            case "\u{2019}", "\u{2018}", "`", "\u{02BC}": result.append("'")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    public static func contains(_ text: String, phrase: String) -> Bool {
        range(of: phrase, in: text) != nil
    }

    /// The range of `phrase` in the normalized `text`, as character offsets (start, length).
    public static func range(of phrase: String, in text: String) -> (start: Int, length: Int)? {
        let haystack = Array(normalize(text))
        let needle = Array(normalize(phrase))
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        let boundedStart = needle.first.map(isWordCharacter) ?? false
        let boundedEnd = needle.last.map(isWordCharacter) ?? false
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], Array(haystack[index..<(index + needle.count)]) == needle {
                let beforeOK = !boundedStart || index == 0 || !isWordCharacter(haystack[index - 1])
                let end = index + needle.count
                let afterOK = !boundedEnd || end == haystack.count || !isWordCharacter(haystack[end])
                if beforeOK && afterOK { return (index, needle.count) }
            }
            index += 1
        }
        return nil
    }

    /// Letters and digits of scripts that put spaces between words; Hangul, kana and CJK
    /// are matched as substrings, as their words take particles without a space.
    static func isWordCharacter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
            || (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value) {
            return false
        }
        return character.isLetter || character.isNumber
    }
}
