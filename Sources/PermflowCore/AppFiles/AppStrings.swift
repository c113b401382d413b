/// The purpose strings of one app in every language its flows are written in: what
/// `permflow export` writes as an Info.plist, a String Catalog or `.strings` files.
///
/// A flow is written in one language (its `locale`), so each language comes from its own flow:
/// `flows/camera.yaml` (en) and `flows/ko-camera.yaml` (ko) together give both localizations;
/// a flow's purpose translations (`purpose: {en: …, ja: …}`) give the languages no flow given
/// is written in. The first flow's language is the development (source) language.
public struct AppStrings: Sendable {
    /// The first flow's locale: the catalog's `sourceLanguage` and the Info.plist's language.
    public var sourceLanguage: String
    /// Every language, in the order the flows were given, then the languages of their
    /// translations in the order the flows write them.
    public var languages: [String]
    /// Info.plist key → language → purpose.
    public var entries: [String: [String: ExportedPurpose]]
    /// Notes for the developer: texts chosen between, languages a flow declares but no flow gives.
    public var notes: [String]

    /// Two flows in the same language.
    public struct Conflict: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Merges the purposes of flows in different languages.
    /// - Parameter flows: each flow's path (for messages), locale, declared locales and purposes, source language first.
    public init(_ flows: [(path: String, flow: Flow, result: ExportedPurposes.Result)]) throws {
        var languages: [String] = []
        var paths: [String: String] = [:]
        var entries: [String: [String: ExportedPurpose]] = [:]
        var notes: [String] = []
        for (path, flow, result) in flows {
            let language = flow.locale.value
            if let earlier = paths[language] {
                throw Conflict(description: "\(earlier) and \(path) are both in '\(language)'; give one flow per language")
            }
            paths[language] = path
            languages.append(language)
            notes += result.notes.map { "\(path): \($0)" }
            for purpose in result.purposes {
                entries[purpose.key, default: [:]][language] = purpose
            }
        }
        // A flow's purpose translations give the languages no flow given is written in; where
        // one is, that flow's text is the language's.
        var translated: [String: String] = [:]  // language → the flow whose translations give it
        for (path, _, result) in flows {
            for (language, purposes) in result.translations {
                if let written = paths[language] {
                    for purpose in purposes where entries[purpose.key]?[language].map({ $0.text != purpose.text }) ?? false {
                        notes.append("\(path) translates \(purpose.key) into '\(language)' too; \(written), written in '\(language)', "
                                     + "gives it, so its text is exported")
                    }
                    continue
                }
                if let earlier = translated[language] {
                    if earlier != path {
                        notes.append("\(earlier) and \(path) both translate into '\(language)'; \(earlier)'s translations are exported")
                    }
                    continue
                }
                translated[language] = path
                languages.append(language)
                for purpose in purposes {
                    entries[purpose.key, default: [:]][language] = purpose
                }
            }
        }
        let declared = flows.flatMap { $0.flow.declaredLocales }
        var seen = Set(languages)
        for language in declared where seen.insert(language).inserted {
            notes.append("'\(language)' is declared in `locales:` but no flow given is written in it, so it has no localization; "
                         + "add that language's flow to the command")
        }
        for (key, byLanguage) in entries.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let missing = languages.filter { byLanguage[$0] == nil }
            let unwritten = missing.filter { translated[$0] == nil }
            if !unwritten.isEmpty {
                notes.append("\(key) has no text in \(unwritten.map { "'\($0)'" }.joined(separator: ", ")): no flow in that language asks for it")
            }
            let untranslated = missing.filter { translated[$0] != nil }
            if !untranslated.isEmpty {
                notes.append("\(key) has no translation into \(untranslated.map { "'\($0)'" }.joined(separator: ", ")) in the flow: "
                             + "no localization is written for it there, and iOS shows the development language's string")
            }
        }
        self.sourceLanguage = languages.first ?? "en"
        self.languages = languages
        self.entries = entries
        self.notes = notes
    }

    /// The keys, in byte order (as Info.plist files sort them).
    public var keys: [String] {
        entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The text for `key` in `language`, or nil.
    public func purpose(_ key: String, in language: String) -> ExportedPurpose? {
        entries[key]?[language]
    }

    /// The development-language text for each key: the source language's, or for a key only
    /// another language asks for, the first language's that has it.
    public var sourcePurposes: [ExportedPurpose] {
        keys.compactMap { key in languages.lazy.compactMap { entries[key]?[$0] }.first }
    }
}
