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
    /// The lists packs added, per locale, each merged into its built-in file's lists.
    private var added: [String: Vocabulary]
    /// Whether the built-in locale files' lists stand under `added`; each file is read when a
    /// lookup first needs its locale (docs/benchmarks.md, "Locale files in the binary").
    private var builtIn = false

    public init(tables: [[String: [String: [String]]]]) {
        var byLocale: [String: Vocabulary] = [:]
        for table in tables {
            for (locale, lists) in table {
                var vocabulary = byLocale[locale] ?? Vocabulary(locale: locale, lists: [:])
                vocabulary.merge(lists)
                byLocale[locale] = vocabulary
            }
        }
        self.added = byLocale
    }

    /// The built-in locale files' lists, each read on first use.
    init(builtIn: Bool) {
        self.added = [:]
        self.builtIn = builtIn
    }

    /// The vocabularies permflow ships: the built-in locale files' lists.
    public static let standard = BuiltInLocales.vocabularies

    /// The lists of `locale` exactly (no fallback): a pack's merged into the built-in file's.
    private func lists(_ locale: String) -> Vocabulary? {
        if let vocabulary = added[locale] { return vocabulary }
        return builtIn ? BuiltInLocales.file(locale)?.vocabulary : nil
    }

    /// Every locale's lists (reading every built-in file).
    public var byLocale: [String: Vocabulary] {
        var all: [String: Vocabulary] = [:]
        for locale in (builtIn ? BuiltInLocales.locales : []) + added.keys { all[locale] = lists(locale) }
        return all
    }

    /// The vocabulary of `locale` (its language part if the region is unknown; empty lists otherwise).
    public func vocabulary(for locale: String) -> Vocabulary {
        if let exact = lists(locale) { return exact }
        let language = LocaleLanguage.of(locale)
        return lists(language) ?? Vocabulary(locale: locale, lists: [:])
    }

    /// Locales with word lists, built in or from a pack, and locales a pack declared (every
    /// built-in file has lists, so its locale counts without reading it).
    public var locales: [String] { Set(added.keys).union(builtIn ? BuiltInLocales.locales : []).union(declared).sorted() }

    /// Locales loaded packs name, with or without word lists (a pack may carry only alert text).
    public private(set) var declared: Set<String> = []

    /// Records that a locale pack provides `locale`, so flows may name it.
    public mutating func declare(_ locale: String) {
        declared.insert(locale)
    }

    /// Adds a locale pack's lists, merged phrase by phrase into what the locale has. A built-in
    /// file's lists (`asGiven`) start a locale as they are: they hold no phrase twice (a test
    /// checks).
    public mutating func add(_ vocabulary: Vocabulary, asGiven: Bool = false) {
        if asGiven, lists(vocabulary.locale) == nil {
            added[vocabulary.locale] = vocabulary
            return
        }
        var current = lists(vocabulary.locale) ?? Vocabulary(locale: vocabulary.locale, lists: [:])
        current.merge(vocabulary.lists)
        added[vocabulary.locale] = current
    }
}
