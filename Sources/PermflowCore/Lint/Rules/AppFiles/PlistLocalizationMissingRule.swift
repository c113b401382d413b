/// `plist-localization-missing`: a usage description with no translation for a language the app declares.
public struct PlistLocalizationMissingRule: AppFileRule {
    public static let description = RuleDescription(
        id: "plist-localization-missing",
        name: "Usage description in every declared language",
        family: .appFiles,
        severity: .warning,
        summary: "each usage-description key has a translation for every language the app declares "
            + "(`CFBundleLocalizations`, a String Catalog's languages, the project's `knownRegions`)",
        rationale: HIGQuote.rationale(HIGQuote.describeUse, """
        A person reads the alert in their language: the system's title and buttons are \
        translated, and a purpose string with no translation falls back to the development language in the \
        middle of it. Checked across the files linted together (lint the project's folder): a catalog entry \
        or a `.strings` file without the key, or, for Info.plist and build settings, no translation in any \
        catalog or `.strings` linted with it.
        """),
        hint: "add the translation to InfoPlist.xcstrings (or <lang>.lproj/InfoPlist.strings)",
        triggering: [
            RuleExample(stringCatalog: "NSMicrophoneUsageDescription", en: "Sleepy records during the night to detect snoring sounds.", ko: nil,
                        note: "the catalog has Korean (its app name), the microphone's purpose string has none"),
        ],
        nonTriggering: [
            RuleExample(stringCatalog: "NSMicrophoneUsageDescription", en: "Sleepy records during the night to detect snoring sounds.",
                        ko: "Sleepy는 코골이를 감지하기 위해 밤 동안 녹음합니다."),
        ]
    )

    public init() {}

    public func check(_ context: AppFileContext) -> [Violation] {
        let file = context.file
        let development = context.developmentLanguage
        let declared = context.languages.declared.keys.filter { !Self.same($0, development) }.sorted()
        guard !declared.isEmpty else { return [] }
        var result: [Violation] = []
        switch file.kind {
        case .stringCatalog:
            for (key, location) in file.keys.sorted(by: { $0.value < $1.value }) where !file.untranslatedKeys.contains(key) {
                let missing = declared.filter { !context.languages.has(key, in: $0) }
                guard !missing.isEmpty else { continue }
                result.append(Violation(at: location, length: key.count + 2,
                                        "\(key) has no translation for \(Self.list(missing, context)) (declared by \(Self.declarers(missing, context)))",
                                        screen: key))
            }
        case .strings:
            // The development language's own strings are the Info.plist's: nothing is missing there.
            guard let language = file.strings.first?.locale ?? AppFileReader.lprojLanguage(of: file.source.path),
                  !Self.same(language, development) else { return [] }
            let folderKeys = context.languages.keysByFolder[AppLanguageIndex.appFolder(of: file.source.path)] ?? []
            let missing = folderKeys.filter { key in
                context.catalog.usageKey(key).map { $0.ios.through == nil } ?? true
            }.filter { !context.languages.has($0, in: language) }.sorted()
            for key in missing {
                result.append(Violation(at: .fileStart, "\(key) has no \(language) translation in this file; the app's Info.plist "
                                            + "or String Catalog names the key", screen: key))
            }
        case .infoPlist, .xcodeProject:
            for (key, location) in file.keys.sorted(by: { $0.value < $1.value }) {
                if let info = context.catalog.usageKey(key), info.ios.through != nil { continue }
                // A catalog entry for the key, or a .strings file in the language, reports it there.
                if context.languages.catalogKeys.contains(key) { continue }
                let missing = declared.filter { !context.languages.has(key, in: $0) && !context.languages.stringsLanguages.contains($0) }
                guard !missing.isEmpty else { continue }
                let string = file.strings.first { $0.key == key }
                result.append(Violation(at: string?.location ?? location, length: string?.length ?? 1,
                                        "\(key) has no translation for \(Self.list(missing, context)) in the String Catalogs or "
                                            + ".strings files linted with it (declared by \(Self.declarers(missing, context)))",
                                        hint: "add the translations, or lint the whole project folder so permflow sees its catalogs",
                                        screen: key))
            }
        case .privacyManifest:
            // A privacy manifest has no purpose strings to translate.
            break
        }
        return result
    }

    static func same(_ a: String, _ b: String) -> Bool {
        a == b || a.split(separator: "-").first == b.split(separator: "-").first && (a.count == 2 || b.count == 2)
    }

    static func list(_ languages: [String], _ context: AppFileContext) -> String {
        languages.prefix(6).joined(separator: ", ") + (languages.count > 6 ? " and \(languages.count - 6) more" : "")
    }

    static func declarers(_ languages: [String], _ context: AppFileContext) -> String {
        Array(Set(languages.compactMap { context.languages.declared[$0] })).sorted().prefix(2).joined(separator: "; ")
    }
}
