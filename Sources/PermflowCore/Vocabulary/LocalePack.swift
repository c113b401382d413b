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
public struct LocalePack: Sendable, Codable {
    public var locale: String
    public var vocabulary: [String: [String]]?
    public var alerts: [String: [AlertText]]?

    public init(locale: String, vocabulary: [String: [String]]? = nil, alerts: [String: [AlertText]]? = nil) {
        self.locale = locale
        self.vocabulary = vocabulary
        self.alerts = alerts
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
            // `overridden` marks a flow's own `alert:` text; a pack states its evidence itself.
            for (id, texts) in (pack.alerts ?? [:]).sorted(by: { $0.key < $1.key }) {
                for (position, text) in texts.enumerated() where text.strings.contains(where: { $0.evidence.status == .overridden }) {
                    throw LoadError(path: path, reason: "alerts.\(id)[\(position)]: status 'overridden' is a flow's own `alert:` text; "
                        + "a pack says verified, weak or unverified")
                }
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
        } catch DecodingError.valueNotFound {
            throw LoadError(path: path, reason: "not valid JSON (The operation could not be completed. The data is missing.)")
        } catch {
            throw LoadError(path: path, reason: "not valid JSON (The operation could not be completed. The data isn’t in the correct format.)")
        }
    }

    /// Adds this pack to a vocabulary store and a catalog.
    public func apply(to vocabularies: inout VocabularyStore, catalog: inout SystemAlertCatalog) {
        vocabularies.declare(locale)
        if let vocabulary { vocabularies.add(Vocabulary(locale: locale, lists: vocabulary)) }
        if let alerts { catalog.add(alerts: alerts) }
    }
}
