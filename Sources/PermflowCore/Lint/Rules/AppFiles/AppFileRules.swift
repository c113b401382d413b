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
public struct AppLanguageIndex: Sendable {
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
        // The run's app name: an Info.plist's first, then any file's.
        appName = files.first { $0.kind == .infoPlist && $0.appName != nil }?.appName ?? files.lazy.compactMap(\.appName).first
        for file in files {
            keys.formUnion(file.keys.keys)
            let folder = Self.appFolder(of: file.source.path)
            if file.kind == .infoPlist || file.kind == .stringCatalog {
                keysByFolder[folder, default: []].formUnion(file.keys.keys)
                if let name = file.appName, appNames[folder] == nil { appNames[folder] = name }
            }
            if file.kind == .stringCatalog { catalogKeys.formUnion(file.keys.keys) }
            if developmentLanguage == nil, let language = file.developmentLanguage, !language.contains("$(") {
                developmentLanguage = language
            }
            for language in file.declaredLanguages where declared[language] == nil {
                declared[language] = "\(file.declaredBy ?? "the languages") in \(file.source.path)"
            }
            guard file.kind == .stringCatalog || file.kind == .strings else { continue }
            if file.kind == .strings, let language = AppFileReader.lprojLanguage(of: file.source.path) { stringsLanguages.insert(language) }
            for string in file.strings {
                translated.insert(Self.pair(string.key, string.locale ?? developmentLanguage ?? "en"))
            }
        }
    }

    static func pair(_ key: String, _ language: String) -> String { key + "\u{1F}" + language }

    public func has(_ key: String, in language: String) -> Bool { translated.contains(Self.pair(key, language)) }
}
