#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one locale covers, for `permflow locales`: its word lists, the alerts it words and how
/// well sources back them, and the phone's other words it carries.
public struct LocaleSummary: Sendable, Equatable {
    public var locale: String
    /// Where it comes from: "built in", or the packs that add to it.
    public var origin: String
    /// Word lists it has, of the lists the rules read.
    public var lists: Int
    /// Resources with an alert text in the locale, of those the catalog knows.
    public var alerts: Int
    public var resources: Int
    /// Its alert strings by evidence status.
    public var evidence: [EvidenceStatus: Int]
    /// The phone's other words it carries (quotes, settings, health, device, starters).
    public var sections: [String]

    /// The summary of `locale` in a catalog and vocabularies with every file applied.
    public init(locale: String, origin: String, catalog: SystemAlertCatalog, vocabularies: VocabularyStore) {
        self.locale = locale
        self.origin = origin
        lists = vocabularies.byLocale[locale]?.lists.count ?? 0
        resources = catalog.resources.count
        var alerts = 0
        var evidence: [EvidenceStatus: Int] = [:]
        for resource in catalog.resources {
            let texts = resource.texts(in: [locale])
            if !texts.isEmpty { alerts += 1 }
            for text in texts {
                for string in text.strings { evidence[string.evidence.status, default: 0] += 1 }
            }
        }
        self.alerts = alerts
        self.evidence = evidence
        sections = catalog.words[locale]?.sections ?? []
    }

    /// One line: `ko  built in  48 lists · alerts for 22 of 22 resources (✔ 120 ◐ 30 ✗ 80 strings) · quotes, settings, …`.
    public var line: String { line(localeWidth: 0, originWidth: 0) }

    /// The summaries as `permflow locales` prints them, a line each: the locale and origin
    /// columns padded to the widest by display cells (`TextLayout.width`), so `zh-Hans` and a
    /// pack whose path holds Hangul or CJK (two cells a character) keep the columns.
    public static func table(_ summaries: [LocaleSummary]) -> String {
        let localeWidth = summaries.map { TextLayout.width($0.locale) }.max() ?? 0
        let originWidth = summaries.map { TextLayout.width($0.origin) }.max() ?? 0
        return summaries.map { $0.line(localeWidth: localeWidth, originWidth: originWidth) + "\n" }.joined()
    }

    /// `text` with spaces after it up to `width` cells.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TextLayout.width(text)))
    }

    func line(localeWidth: Int, originWidth: Int) -> String {
        let marks = EvidenceStatus.allCases.compactMap { status in evidence[status].map { "\(status.mark) \($0)" } }
        let alertPart = alerts == 0 ? "no alerts (English's are drawn)"
            : "alerts for \(alerts) of \(resources) resources (\(marks.joined(separator: " ")) strings)"
        let words = sections.isEmpty ? "no other words (English's are shown)" : sections.joined(separator: ", ")
        return "\(Self.padded(locale, to: localeWidth))  \(Self.padded(origin, to: originWidth))  \(lists) word lists \u{00B7} \(alertPart) \u{00B7} \(words)"
    }
}

extension LocalePack {
    /// Everything a catalog and vocabularies hold for `locale`, as a pack: what
    /// `permflow locales export` prints. Loaded under another code it makes that code show the same
    /// words everywhere; the texts leave out their locale, so changing the file's `"locale"` is enough.
    public static func exported(_ locale: String, catalog: SystemAlertCatalog, vocabularies: VocabularyStore) -> LocalePack {
        var alerts: [String: [AlertText]] = [:]
        for resource in catalog.resources {
            let texts = resource.texts(in: [locale]).map { text -> AlertText in
                var text = text
                text.locale = ""
                return text
            }
            if !texts.isEmpty { alerts[resource.id.rawValue] = texts }
        }
        let words = catalog.words[locale] ?? LocaleWords()
        return LocalePack(locale: locale, quotes: words.quotes, vocabulary: vocabularies.byLocale[locale]?.lists,
                          alerts: alerts.isEmpty ? nil : alerts, settings: words.settings, health: words.health,
                          trackingSheet: words.trackingSheet, device: words.device, starters: words.starters, language: words.language)
    }

    /// The pack as a locale pack's JSON: keys sorted, two-space indents, one value a line.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
