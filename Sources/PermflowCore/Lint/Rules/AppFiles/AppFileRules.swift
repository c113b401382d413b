extension RuleRegistry {
    /// The app-file family, in catalog order: checks only an app's own files allow.
    static let appFileRules: [any Rule.Type] = appFileRuleTypes.map { $0 as any Rule.Type }
    /// The same rules as `AppFileRule`s, which `AppFileLinter` picks by identity (`members`).
    static let appFileRuleTypes: [any AppFileRule.Type] = [
        PlistValueEmptyRule.self,
        PlistValuePlaceholderRule.self,
        PlistKeyRetiredRule.self,
        PlistKeysTogetherRule.self,
        PlistLocalizationMissingRule.self,
    ]
}

/// A rule on app files (Info.plist, String Catalog, `.strings`, build settings): it reads an
/// `AppFileContext`, never a flow, so on a flow it reports nothing.
public protocol AppFileRule: Rule {
    func check(_ context: AppFileContext) -> [Violation]
}

extension AppFileRule {
    public func check(_ context: LintContext) -> [Violation] { [] }
}

/// What an app-file rule sees: the file, the other app files linted with it (for the languages
/// the app declares and the translations it has), and the catalog.
public struct AppFileContext: Sendable {
    public let file: AppStringsFile
    public let languages: AppLanguageIndex
    public let catalog: SystemAlertCatalog

    public init(file: AppStringsFile, languages: AppLanguageIndex, catalog: SystemAlertCatalog = .standard) {
        self.file = file
        self.languages = languages
        self.catalog = catalog
    }

    /// The app's development language, as the file (or another file of the run) names it; English when none does.
    public var developmentLanguage: String {
        file.developmentLanguage.flatMap { $0.contains("$(") ? nil : $0 } ?? languages.developmentLanguage ?? "en"
    }

    /// "NSCameraUsageDescription (ko): " — how messages name a string.
    public static func prefix(_ string: UsageString) -> String {
        string.key + (string.locale.map { " (\($0))" } ?? "") + ": "
    }
}

/// What every app file linted together says about languages: the ones the app declares and the
/// translations of each usage-description key that exist, so a missing one can be named.
public struct AppLanguageIndex: Sendable, Equatable {
    /// Language → what declares it (`CFBundleLocalizations in App/Info.plist`).
    public var declared: [String: String] = [:]
    /// "key\u{1F}language" for every translation found in a catalog or `.strings` file.
    public var translated: Set<String> = []
    /// Every usage-description key some file names.
    public var keys: Set<String> = []
    /// Usage-description keys by the folder of the Info.plist or catalog that names them: the keys
    /// a `<lang>.lproj/InfoPlist.strings` in that folder translates.
    public var keysByFolder: [String: Set<String>] = [:]
    /// Keys some String Catalog has an entry for (the catalog reports their missing translations).
    public var catalogKeys: Set<String> = []
    /// Languages some `.strings` file is in (that file reports the keys it lacks).
    public var stringsLanguages: Set<String> = []
    /// App names by folder (an Info.plist's or catalog's), and the first one found.
    public var appNames: [String: String] = [:]
    public var appName: String?
    public var developmentLanguage: String?

    public init() {}

    /// The folder an app file belongs to: its own, or the one holding its `.lproj` folder.
    public static func appFolder(of path: String) -> String {
        let folder = FilePathText.folder(of: path)
        return FilePathText.lastComponent(of: folder).lowercased().hasSuffix(".lproj") ? FilePathText.folder(of: folder) : folder
    }

    /// The app's name for a file: its own, its folder's, or the first any file of the run gives.
    public func appName(for file: AppStringsFile) -> String? {
        file.appName ?? appNames[Self.appFolder(of: file.source.path)] ?? appName
    }

    /// The index of `files`, linted together.
    public init(_ files: [AppStringsFile]) {
        self.init(joining: [Part(files[...])])
    }

    /// The index of files linted together, from the parts of consecutive runs of them, in file
    /// order: what `init(_:)` gives for all of them. Each part can be made on its own thread;
    /// joining them reads each part's sets and tables once (docs/benchmarks.md, app32g).
    public init(joining parts: [Part]) {
        var infoPlistName: String?
        var anyName: String?
        var unplaced: [String] = []
        for part in parts {
            // A translation without a language is in the development language of the files
            // before it: an earlier part's first, else its own part's so far, else English.
            for (key, own) in part.keysWithoutLanguage {
                unplaced.append(Self.pair(key, developmentLanguage ?? own ?? "en"))
            }
            if developmentLanguage == nil { developmentLanguage = part.index.developmentLanguage }
            if infoPlistName == nil { infoPlistName = part.infoPlistAppName }
            if anyName == nil { anyName = part.index.appName }
            if keys.isEmpty && declared.isEmpty && translated.isEmpty && keysByFolder.isEmpty && stringsLanguages.isEmpty && appNames.isEmpty {
                // Nothing joined yet (the first part, or parts before it that added nothing): its
                // tables are the index's as they are.
                let own = part.index
                (declared, translated, keys, keysByFolder, catalogKeys, stringsLanguages, appNames) =
                    (own.declared, own.translated, own.keys, own.keysByFolder, own.catalogKeys, own.stringsLanguages, own.appNames)
                continue
            }
            for (language, by) in part.index.declared where declared[language] == nil { declared[language] = by }
            translated.formUnion(part.index.translated)
            keys.formUnion(part.index.keys)
            for (folder, folderKeys) in part.index.keysByFolder { keysByFolder[folder, default: []].formUnion(folderKeys) }
            catalogKeys.formUnion(part.index.catalogKeys)
            stringsLanguages.formUnion(part.index.stringsLanguages)
            for (folder, name) in part.index.appNames where appNames[folder] == nil { appNames[folder] = name }
        }
        translated.formUnion(unplaced)
        // The run's app name: an Info.plist's first, then any file's.
        appName = infoPlistName ?? anyName
    }

    /// What a run of consecutive files adds to the index, made without the files before them.
    public struct Part: Sendable {
        /// The run's own index: its tables, first development language and first app name.
        var index = AppLanguageIndex()
        /// The first app name an Info.plist of the run gives.
        var infoPlistAppName: String?
        /// Keys of translations without a language, with the run's own development language
        /// before each: the files before the run may name the one they are in.
        var keysWithoutLanguage: [(key: String, developmentLanguage: String?)] = []

        /// The part of `files`, in order.
        public init(_ files: ArraySlice<AppStringsFile>) {
            infoPlistAppName = files.first { $0.kind == .infoPlist && $0.appName != nil }?.appName
            index.appName = files.lazy.compactMap(\.appName).first
            for file in files { add(file) }
        }

        private mutating func add(_ file: AppStringsFile) {
            index.keys.formUnion(file.keys.keys)
            let folder = AppLanguageIndex.appFolder(of: file.source.path)
            if file.kind == .infoPlist || file.kind == .stringCatalog {
                index.keysByFolder[folder, default: []].formUnion(file.keys.keys)
                if let name = file.appName, index.appNames[folder] == nil { index.appNames[folder] = name }
            }
            if file.kind == .stringCatalog { index.catalogKeys.formUnion(file.keys.keys) }
            if index.developmentLanguage == nil, let language = file.developmentLanguage, !language.contains("$(") {
                index.developmentLanguage = language
            }
            for language in file.declaredLanguages where index.declared[language] == nil {
                index.declared[language] = "\(file.declaredBy ?? "the languages") in \(file.source.path)"
            }
            guard file.kind == .stringCatalog || file.kind == .strings else { return }
            if file.kind == .strings, let language = AppFileReader.lprojLanguage(of: file.source.path) { index.stringsLanguages.insert(language) }
            for string in file.strings {
                if let language = string.locale {
                    index.translated.insert(AppLanguageIndex.pair(string.key, language))
                } else {
                    keysWithoutLanguage.append((string.key, index.developmentLanguage))
                }
            }
        }
    }

    static func pair(_ key: String, _ language: String) -> String { key + "\u{1F}" + language }

    public func has(_ key: String, in language: String) -> Bool { translated.contains(Self.pair(key, language)) }
}
