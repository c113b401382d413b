/// The kinds of app file `permflow lint` reads besides flows: where an iOS app keeps its
/// purpose strings (usage descriptions).
public enum AppFileKind: String, Sendable, CaseIterable {
    /// `Info.plist` (XML, binary or old-style property list).
    case infoPlist = "Info.plist"
    /// `InfoPlist.xcstrings`, Xcode's String Catalog (JSON).
    case stringCatalog = "String Catalog"
    /// `<lang>.lproj/InfoPlist.strings` (old-style property list, UTF-8 or UTF-16).
    case strings = "InfoPlist.strings"
    /// `project.pbxproj`: `INFOPLIST_KEY_…` build settings, from which Xcode 13+ generates Info.plist.
    case xcodeProject = "project.pbxproj"
    /// `PrivacyInfo.xcprivacy`, the privacy manifest (XML or binary property list): whether the app
    /// tracks and the domains it tracks through (`PrivacyManifest`).
    case privacyManifest = "PrivacyInfo.xcprivacy"

    /// The kind of a file named on the command line, by its extension; nil for a flow (or anything else).
    public init?(path: String) {
        let name = FilePathText.lastComponent(of: path).lowercased()
        if name.hasSuffix(".plist") { self = .infoPlist }
        else if name.hasSuffix(".xcstrings") { self = .stringCatalog }
        else if name.hasSuffix(".strings") { self = .strings }
        else if name.hasSuffix(".pbxproj") { self = .xcodeProject }
        else if name.hasSuffix(".xcprivacy") { self = .privacyManifest }
        else { return nil }
    }

    /// The kind of a file found while searching a folder: only the files that hold an app's purpose
    /// strings (`Info.plist`, `*-Info.plist`, `InfoPlist.xcstrings`, `*.lproj/InfoPlist.strings`,
    /// `project.pbxproj`, `PrivacyInfo.xcprivacy`), not every property list or catalog of a repository.
    public init?(foundAt path: String) {
        let name = FilePathText.lastComponent(of: path).lowercased()
        let folder = FilePathText.lastComponent(of: FilePathText.folder(of: path)).lowercased()
        if name == "info.plist" || name.hasSuffix("-info.plist") { self = .infoPlist }
        else if name == "infoplist.xcstrings" { self = .stringCatalog }
        else if name == "infoplist.strings", folder.hasSuffix(".lproj") { self = .strings }
        else if name == "project.pbxproj" { self = .xcodeProject }
        else if name == "privacyinfo.xcprivacy" { self = .privacyManifest }
        else { return nil }
    }
}

/// One purpose string as an app file writes it: which key, in which language, and where.
public struct UsageString: Sendable, Hashable {
    /// The Info.plist key (`NSCameraUsageDescription`).
    public var key: String
    /// The language it is in; nil for the app's development language (Info.plist, a build setting).
    public var locale: String?
    public var value: String
    /// Where the value's text starts; line 0 when the file has no lines (a binary property list).
    public var location: SourceLocation
    public var length: Int
    /// Where it is in the file's structure, for a binary property list and the JSON report
    /// (`NSCameraUsageDescription`, `strings › NSCameraUsageDescription › localizations › ko`).
    public var keyPath: String
    /// A String Catalog's `state` for this localization (`translated`, `new`, `needs_review`).
    public var state: String?

    public init(key: String, locale: String?, value: String, location: SourceLocation, length: Int = 1,
                keyPath: String, state: String? = nil) {
        self.key = key
        self.locale = locale
        self.value = value
        self.location = location
        self.length = max(1, length)
        self.keyPath = keyPath
        self.state = state
    }
}

/// What an app file says about purpose strings, read and located; the rules read this.
public struct AppStringsFile: Sendable {
    public var kind: AppFileKind
    public var source: SourceFile
    /// A binary property list: no lines, problems are placed by key path.
    public var isBinary = false
    /// Every usage-description value, in file order.
    public var strings: [UsageString] = []
    /// Every usage-description key the file names, where its key (or, in a catalog, its entry) is
    /// written, even with no value in a language (a catalog entry with no localizations).
    public var keys: [String: SourceLocation] = [:]
    /// The languages the file says the app ships in (`CFBundleLocalizations`, a catalog's
    /// languages, a project's `knownRegions`), without `Base`.
    public var declaredLanguages: [String] = []
    /// Where they are declared (for a missing-localization message).
    public var declaredBy: String?
    /// The development language (`CFBundleDevelopmentRegion`, a catalog's `sourceLanguage`,
    /// a project's `developmentRegion`) when the file names one literally.
    public var developmentLanguage: String?
    /// The app's name when the file gives it literally (`CFBundleDisplayName`, `CFBundleName`,
    /// `INFOPLIST_KEY_CFBundleDisplayName`, `PRODUCT_NAME`).
    public var appName: String?
    /// For a catalog: keys whose entry says `shouldTranslate: false`.
    public var untranslatedKeys: Set<String> = []
    /// For a privacy manifest: what it declares about tracking.
    public var privacy: PrivacyManifest?

    public init(kind: AppFileKind, source: SourceFile) {
        self.kind = kind
        self.source = source
    }

    /// A usage-description key: the suffix every purpose-string key of Info.plist has.
    public static func isUsageKey(_ key: String) -> Bool {
        key.hasSuffix("UsageDescription") && key.count > "UsageDescription".count
    }
}

/// Why an app file could not be read: one diagnostic, and `lint` exits 2.
public struct AppFileFailure: Error, Sendable, CustomStringConvertible {
    public var ruleID: String
    public var message: String
    public var hint: String?
    public var location: SourceLocation
    /// The file's text as far as it was read, for the excerpt.
    public var source: SourceFile

    public init(_ ruleID: String, _ message: String, hint: String? = nil, at location: SourceLocation = .fileStart,
                source: SourceFile) {
        self.ruleID = ruleID
        self.message = message
        self.hint = hint
        self.location = location
        self.source = source
    }

    public var description: String {
        (source.path.isEmpty || message.hasPrefix(source.path) ? "" : "\(source.path): ") + message
    }
}
