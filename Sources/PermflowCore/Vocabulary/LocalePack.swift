#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// A locale added without code: a JSON file with word lists for the rules and, optionally,
/// the system alerts' text in that locale. See docs/locales.md.
///
/// ```json
/// {
///   "locale": "de",
///   "vocabulary": { "continue-like": ["Weiter"], "allow-like": ["Erlauben"] },
///   "alerts": { "camera": [{ "locale": "de", "title": "„%@“ möchte auf deine Kamera zugreifen",
///                            "buttons": [{"label": "Nicht erlauben", "outcome": "deny"},
///                                        {"label": "Erlauben", "outcome": "allow"}],
///                            "verified": false }] }
/// }
/// ```
///
/// A locale file carries every word the simulated iPhone shows in its locale: besides the lists
/// and alerts, `quotes` (how iOS quotes an app's name), `settings` (Settings > Privacy),
/// `health` (the Health sheet), `trackingSheet` (iOS 27.2's EU tracking sheet), `device` (the contacts a new device holds) and `starters` (what
/// `permflow init` writes). English and Korean are such files, built in (`BuiltInLocales`).
public struct LocalePack: Sendable, Codable {
    public var locale: String
    public var quotes: [String]?
    public var vocabulary: [String: [String]]?
    public var alerts: [String: [AlertText]]?
    public var settings: SettingsWords?
    public var health: HealthWords?
    /// App Tracking Transparency's EU sheet (iOS 27.2).
    public var trackingSheet: TrackingSheetText?
    public var device: DeviceWords?
    public var starters: StarterWords?
    /// The language its copy is written in and its script, for `copy-language`.
    public var language: LanguageScript?

    /// The pack's words besides its lists and alerts (the location button's titles are its
    /// `system-titles` list).
    public var words: LocaleWords {
        LocaleWords(quotes: quotes, settings: settings, health: health, trackingSheet: trackingSheet, device: device,
                    locationTitles: vocabulary?[VocabularyList.systemTitles.rawValue], starters: starters, language: language)
    }

    public struct LoadError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot load locale pack \(path): \(reason)" }

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// A pack from the JSON bytes of the file at `path` (named in errors). The file is read at
    /// the edge (the CLI); the core only decodes and checks it.
    public static func decode(_ data: Data, path: String) throws -> LocalePack {
        do {
            var pack = try JSONDecoder().decode(LocalePack.self, from: data)
            if let quotes = pack.quotes, quotes.count != 2 {
                throw LoadError(path: path, reason: "quotes: give two, the opening and the closing quote, not \(quotes.count)")
            }
            // Alert texts name their locale; default it to the pack's.
            if let alerts = pack.alerts {
                pack.alerts = alerts.mapValues { texts in
                    texts.map { text in
                        var text = text
                        if text.locale.isEmpty { text.locale = pack.locale }
                        return text
                    }
                }
            }
            // `overridden` marks a flow's own `alert:` text and `carried-over` a string drawn on a
            // version its sources stop before; a pack states its evidence itself.
            let derived: [EvidenceStatus: String] = [.overridden: "a flow's own `alert:` text",
                                                     .carriedOver: "what permflow marks on a version the sources stop before"]
            for (id, texts) in (pack.alerts ?? [:]).sorted(by: { $0.key < $1.key }) {
                for (position, text) in texts.enumerated() {
                    guard let status = text.strings.map(\.evidence.status).first(where: { derived[$0] != nil }) else { continue }
                    throw LoadError(path: path, reason: "alerts.\(id)[\(position)]: status '\(status.rawValue)' is \(derived[status] ?? ""); "
                        + "a pack says verified, weak or unverified")
                }
            }
            if let problem = pack.language?.problem() {
                throw LoadError(path: path, reason: "language: \(problem)")
            }
            // A list name the rules do not ask for would be read by no rule: say so.
            let known = VocabularyList.allCases.map(\.rawValue)
            for name in (pack.vocabulary ?? [:]).keys.sorted() where !known.contains(name) {
                throw LoadError(path: path, reason: "unknown vocabulary list '\(name)'\(Suggestion.didYouMean(name, in: known)); "
                    + "the lists are \(known.sorted().joined(separator: ", "))")
            }
            // Patterns run on a backtracking engine: one that can take exponential time on some
            // text would hang every lint that loads the pack.
            for (name, entries) in (pack.vocabulary ?? [:]).sorted(by: { $0.key < $1.key }) where name.hasSuffix("-patterns") {
                for (position, pattern) in entries.enumerated() {
                    if let problem = PatternSafety.problem(in: pattern) {
                        throw LoadError(path: path, reason: "vocabulary.\(name)[\(position)] is refused: \(problem)")
                    }
                }
            }
            return pack
        } catch let error as LoadError {
            throw error
        } catch let DecodingError.keyNotFound(key, context) {
            throw LoadError(path: path, reason: "missing key '\(key.stringValue)' at \(context.codingPath.map(\.stringValue).joined(separator: "."))")
        } catch let DecodingError.typeMismatch(_, context) {
            throw LoadError(path: path, reason: "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)")
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            // A value of the right type that is not one of the legal ones (a state, an evidence status).
            let legal = context.codingPath.last?.stringValue == "state"
                ? "; states are \(PermissionState.allCases.map(\.rawValue).joined(separator: ", "))" : ""
            let place = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().dropFirst()
            throw LoadError(path: path, reason: "invalid value at \(place)\(legal)")
        } catch DecodingError.valueNotFound {
            throw LoadError(path: path, reason: "not valid JSON (The operation could not be completed. The data is missing.)")
        } catch {
            throw LoadError(path: path, reason: "not valid JSON (The operation could not be completed. The data isn’t in the correct format.)")
        }
    }

    /// Adds this pack to a vocabulary store and a catalog. A built-in locale file's alerts go
    /// after the catalog's (`builtIn`); a loaded pack's go first, so they win.
    public func apply(to vocabularies: inout VocabularyStore, catalog: inout SystemAlertCatalog, builtIn: Bool = false) {
        if !builtIn { vocabularies.declare(locale) }
        if let vocabulary { vocabularies.add(Vocabulary(locale: locale, lists: vocabulary), asGiven: builtIn) }
        if let alerts {
            // Texts name their locale; a built-in file's leave it to the file.
            catalog.add(alerts: alerts.mapValues { texts in
                texts.map { text in
                    var text = text
                    if text.locale.isEmpty { text.locale = locale }
                    return text
                }
            }, appending: builtIn)
        }
        catalog.add(words: words, locale: locale)
    }
}
