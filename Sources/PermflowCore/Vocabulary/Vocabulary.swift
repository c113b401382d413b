/// The words rules look for in one locale: named lists of phrases (data, not code).
///
/// Built-in lists live in the locale files (`BuiltInLocales`), one per language; a locale pack (JSON)
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

    /// The vocabularies permflow ships: the built-in locale files' lists.
    public static let standard = BuiltInLocales.vocabularies

    /// The vocabulary of `locale` (its language part if the region is unknown; empty lists otherwise).
    public func vocabulary(for locale: String) -> Vocabulary {
        if let exact = byLocale[locale] { return exact }
        let language = LocaleLanguage.of(locale)
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

    /// Adds a locale pack's lists. A built-in file's lists (`asGiven`) start a locale as they
    /// are: they hold no phrase twice (a test checks), and merging them phrase by phrase cost
    /// 0.9 M instructions of every walk (docs/benchmarks.md, "Locales as data").
    public mutating func add(_ vocabulary: Vocabulary, asGiven: Bool = false) {
        if asGiven, byLocale[vocabulary.locale] == nil {
            byLocale[vocabulary.locale] = vocabulary
            return
        }
        var current = byLocale[vocabulary.locale] ?? Vocabulary(locale: vocabulary.locale, lists: [:])
        current.merge(vocabulary.lists)
        byLocale[vocabulary.locale] = current
    }
}
