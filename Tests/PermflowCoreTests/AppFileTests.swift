import Foundation
import Testing
@testable import PermflowCore

/// Reading and linting an app's own files: Info.plist (XML and binary), String Catalogs,
/// `.strings` (UTF-8 and UTF-16), project build settings; positions, rules, ignore lists.
@Suite struct AppFileTests {
    static let fixtures = BundledFlowsTests.root.appendingPathComponent("Tests/AppFiles/Receipts")
    static let linter = AppFileLinter()

    static func fixture(_ relative: String) throws -> (path: String, data: Data) {
        let url = fixtures.appendingPathComponent(relative)
        return ("Receipts/" + relative, try Data(contentsOf: url))
    }

    static func read(_ relative: String) throws -> AppStringsFile {
        let (path, data) = try fixture(relative)
        let kind = try #require(AppFileKind(path: path))
        switch linter.reader.read(path: path, data: data, kind: kind) {
        case .success(let file): return file
        case .failure(let failure): throw failure
        }
    }

    static func lint(_ text: String, name: String = "Info.plist") -> LintReport {
        linter.lint(path: name, data: Data(text.utf8), kind: AppFileKind(path: name) ?? .infoPlist)
    }

    // MARK: Reading

    @Test func xmlInfoPlistValuesAndWhereTheyAre() throws {
        let file = try Self.read("Receipts/Info.plist")
        #expect(file.appName == "Receipts")
        #expect(file.declaredLanguages == ["en", "ko", "ja"])
        #expect(file.developmentLanguage == nil, "a build setting, not a language")
        let camera = try #require(file.strings.first { $0.key == "NSCameraUsageDescription" })
        // The decoder resolved &amp;; the scan found the value's first character.
        #expect(camera.value == "$(PRODUCT_NAME) uses the camera to read the store, date & total on receipts you scan.")
        #expect(camera.location == SourceLocation(line: 26, column: 10))
        #expect(file.source.line(26)?.contains("<string>$(PRODUCT_NAME)") == true)
        #expect(file.strings.map(\.key) == ["NSBluetoothPeripheralUsageDescription", "NSCameraUsageDescription", "NSContactsUsageDescription",
                                             "NSLocationAlwaysAndWhenInUseUsageDescription", "NSMicrophoneUsageDescription",
                                             "NSPhotoLibraryUsageDescription"])
    }

    @Test func binaryInfoPlistIsPlacedByKeyPath() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let data = try encoder.encode(["CFBundleDisplayName": "Receipts", "NSCameraUsageDescription": "Photo access is needed for a better experience.",
                                       "NSMicrophoneUsageDescription": ""])
        #expect(data.starts(with: Array("bplist00".utf8)))
        let report = Self.linter.lint(path: "Info.plist", data: data, kind: .infoPlist)
        #expect(!report.isUnusable)
        let vague = try #require(report.diagnostics.first { $0.ruleID == "purpose-specific" })
        #expect(vague.location.line == 0 && !vague.hasPosition)
        #expect(vague.keyPath == "NSCameraUsageDescription")
        #expect(vague.message == "NSCameraUsageDescription: purpose string is vague: \"better experience\" does not say what Receipts does with the camera")
        #expect(report.diagnostics.contains { $0.ruleID == "plist-value-empty" && $0.keyPath == "NSMicrophoneUsageDescription" })
        let text = TextReporter().format([report])
        #expect(text.contains("Info.plist (NSCameraUsageDescription): warning: NSCameraUsageDescription: purpose string is vague"))
        let github = GitHubReporter().format([report])
        #expect(github.contains("::warning file=Info.plist,title=permflow purpose-specific::NSCameraUsageDescription: NSCameraUsageDescription: purpose"))
        #expect(JSONReporter().format([report]).contains("\"keyPath\" : \"NSCameraUsageDescription\""))
    }

    @Test func stringsInUTF16AndUTF8() throws {
        let korean = try Self.read("Receipts/ko.lproj/InfoPlist.strings")
        #expect(try Self.fixture("Receipts/ko.lproj/InfoPlist.strings").data.starts(with: [0xFF, 0xFE]))
        #expect(korean.strings.map(\.locale) == ["ko", "ko"])
        let photos = try #require(korean.strings.first { $0.key == "NSPhotoLibraryUsageDescription" })
        #expect(photos.value == "사진 보관함 접근을 허용하세요.")
        #expect(photos.location == SourceLocation(line: 3, column: 37))
        let english = try Self.read("Receipts/en.lproj/InfoPlist.strings")
        #expect(english.strings.map(\.key) == ["NSCameraUsageDescription", "NSPhotoLibraryUsageDescription"])
        #expect(english.strings.first?.location == SourceLocation(line: 2, column: 31))
        // Escapes are Foundation's reading; the column is where the value is written.
        let escaped = Self.lint("\"NSCameraUsageDescription\" = \"Receipts reads \\\"totals\\\" on receipts you scan\";\n", name: "en.lproj/InfoPlist.strings")
        let period = try #require(escaped.diagnostics.first { $0.ruleID == "purpose-period" })
        #expect(period.location.line == 1)
        #expect(period.message.hasPrefix("NSCameraUsageDescription (en): purpose string should end with"))
    }

    @Test func stringCatalogEveryLocalization() throws {
        let file = try Self.read("Receipts/InfoPlist.xcstrings")
        #expect(file.declaredLanguages == ["en", "ja", "ko"])
        #expect(Set(file.strings.compactMap(\.locale)) == ["en", "ja", "ko"])
        let koreanVague = try #require(file.strings.first { $0.key == "NSPhotoLibraryUsageDescription" && $0.locale == "ko" })
        #expect(koreanVague.value == "더 나은 사용을 위해 사진 접근이 필요합니다.")
        #expect(file.source.line(koreanVague.location.line)?.contains("\"value\" : \"더 나은") == true)
        #expect(koreanVague.keyPath == "NSPhotoLibraryUsageDescription › localizations › ko › stringUnit › value")
        let report = Self.linter.lint(path: "InfoPlist.xcstrings", data: try Self.fixture("Receipts/InfoPlist.xcstrings").data, kind: .stringCatalog)
        // ja is a catalog language (the camera and the display name have it); photos lack it.
        let missing = report.diagnostics.filter { $0.ruleID == "plist-localization-missing" }.map(\.message)
        #expect(missing.contains { $0.hasPrefix("NSPhotoLibraryUsageDescription has no translation for ja") })
        #expect(!missing.contains { $0.hasPrefix("NSCameraUsageDescription") })
        #expect(report.diagnostics.contains { $0.ruleID == "purpose-specific" && $0.message.hasPrefix("NSPhotoLibraryUsageDescription (ko): ") })
    }

    @Test func projectBuildSettingsAtTheirLines() throws {
        let file = try Self.read("Receipts.xcodeproj/project.pbxproj")
        #expect(file.appName == "Receipts Widget")
        #expect(file.declaredLanguages == ["en", "ko", "ja"])
        let tracking = file.strings.filter { $0.key == "NSUserTrackingUsageDescription" }
        #expect(tracking.map(\.location.line) == [35, 49], "one per build configuration")
        #expect(tracking.first?.location.column == 53)
        #expect(tracking.first?.value == "We use tracking to improve the app.")
    }

    @Test func unknownUsageKeysStillGetThePurposeRules() {
        let report = Self.lint(infoPlistExample(key: "NSNearbyInteractionUsageDescription", value: "Nearby access is needed for a better experience."))
        #expect(report.diagnostics.contains { $0.ruleID == "purpose-specific" && $0.message.contains("with the nearby interaction") })
        #expect(AppFileLinter.displayName(ofKey: "NFCReaderUsageDescription") == "NFC reader")
        #expect(AppFileLinter.displayName(ofKey: "NSHealthShareUsageDescription") == "health share")
    }

    @Test func usageKeyLookupFromTheCatalog() {
        let catalog = SystemAlertCatalog.standard
        #expect(catalog.usageKey("NSCameraUsageDescription")?.resource == "camera")
        #expect(catalog.usageKey("NSLocationAlwaysUsageDescription")?.replacement == "NSLocationAlwaysAndWhenInUseUsageDescription")
        #expect(catalog.usageKey("NSCalendarsUsageDescription")?.replacement == "NSCalendarsFullAccessUsageDescription")
        #expect(catalog.usageKey("NSSomethingUsageDescription") == nil)
        #expect(catalog.currentUsageKeys(of: "location") == ["NSLocationWhenInUseUsageDescription"])
    }

    // MARK: Rules across files

    @Test func theFixtureProjectLintedTogether() throws {
        let paths = ["Receipts/Info.plist", "Receipts/InfoPlist.xcstrings", "Receipts/ko.lproj/InfoPlist.strings",
                     "Receipts/en.lproj/InfoPlist.strings", "Receipts.xcodeproj/project.pbxproj"]
        let files = try paths.map(Self.read)
        let index = AppLanguageIndex(files)
        let reports = files.map { Self.linter.lint($0, languages: index, appName: index.appName(for: $0)).report }
        let found = Set(reports.flatMap { $0.diagnostics.map { "\(FilePathText.lastComponent(of: $0.path)):\($0.location) \($0.ruleID)" } })
        for expected in ["Info.plist:24:10 plist-key-retired", "Info.plist:28:10 plist-value-empty", "Info.plist:30:10 plist-keys-together",
                         "Info.plist:32:10 plist-value-placeholder", "Info.plist:34:39 purpose-specific", "Info.plist:34:23 purpose-active-voice",
                         "InfoPlist.xcstrings:65:24 plist-value-placeholder", "InfoPlist.strings:3:37 purpose-specific",
                         "InfoPlist.strings:1:1 plist-localization-missing", "project.pbxproj:34:58 plist-localization-missing"] {
            #expect(found.contains(expected), "\(expected) not in \(found.sorted())")
        }
        // The English .strings is the development language's: nothing is missing there.
        #expect(!reports[3].diagnostics.contains { $0.ruleID == "plist-localization-missing" })
        // The Korean .strings lacks nothing the Korean catalog has.
        #expect(!reports[2].diagnostics.contains { $0.message.hasPrefix("NSLocationAlwaysAndWhenInUseUsageDescription has no") })
    }

    @Test func retiredKeyNextToItsReplacementIsAWarning() {
        let both = Self.lint(infoPlistExample(key: "NSLocationAlwaysAndWhenInUseUsageDescription",
                                              value: "Receipts uses your location to remind you of receipts near a store.",
                                              more: "\t<key>NSLocationAlwaysUsageDescription</key>\n\t<string>Receipts uses your location.</string>\n"
                                                + "\t<key>NSLocationWhenInUseUsageDescription</key>\n\t<string>Receipts uses your location to find stores.</string>\n"))
        let retired = both.diagnostics.filter { $0.ruleID == "plist-key-retired" }
        #expect(retired.map(\.severity) == [.warning])
        #expect(retired.first?.message == "NSLocationAlwaysUsageDescription: no iOS since iOS 10 reads this key; "
                    + "NSLocationAlwaysAndWhenInUseUsageDescription replaced it")
    }

    // MARK: Ignore lists

    @Test func ignoreListSwitchesRulesOffPerKeyWithAReason() throws {
        let ignore = AppIgnoreFile(path: ".permflow.yaml", text: """
        ignore:
          NSPhotoLibraryUsageDescription:
            purpose-specific: "Legal wrote this sentence (ticket 123)"
          "*":
            purpose-active-voice: "Reviewed with App Review"
            purpose-brief: "Nothing here is long"
          NSCameraUsageDescription:
            purpose-specfic: "typo"
            purpose-period: ""

        """)
        #expect(ignore.problems.map(\.message) == [
            "`ignore` names unknown rule 'purpose-specfic'; did you mean 'purpose-specific'?",
            "`ignore` entry 'purpose-period' for NSCameraUsageDescription has no reason; say why it is switched off",
        ])
        let (path, data) = try Self.fixture("Receipts/Info.plist")
        guard case .success(let file) = Self.linter.reader.read(path: path, data: data, kind: .infoPlist) else {
            Issue.record("fixture unreadable")
            return
        }
        let (report, used) = Self.linter.lint(file, languages: AppLanguageIndex([file]), ignore: ignore)
        let vague = try #require(report.diagnostics.first { $0.ruleID == "purpose-specific" })
        #expect(vague.suppressedBecause == "Legal wrote this sentence (ticket 123)")
        #expect(report.diagnostics.first { $0.ruleID == "purpose-active-voice" }?.suppressedBecause == "Reviewed with App Review")
        let unused = ignore.report(used: used).diagnostics.filter { $0.ruleID == IgnoreUnusedRule.id }
        #expect(unused.map(\.location) == [SourceLocation(line: 6, column: 5)], "purpose-brief suppressed nothing")
    }

    // MARK: Bad input

    @Test(arguments: [
        ("Info.plist", "<?xml version=\"1.0\"?><plist><dict><key>NSCameraUsageDescription</key>", "not a property list"),
        ("Info.plist", "<?xml version=\"1.0\"?><plist><array><string>a</string></array></plist>", "not an Info.plist: the property list is not a dictionary"),
        ("InfoPlist.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {", "not JSON"),
        ("InfoPlist.xcstrings", "[1, 2, 3]", "not a String Catalog"),
        ("project.pbxproj", "{ objects = { a = \"never ends; }; }", "not a property list: a quoted string or comment that never ends"),
    ])
    func badFilesAreRefusedClearly(name: String, text: String, message: String) throws {
        let report = Self.lint(text, name: name)
        #expect(report.isUnusable)
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
        #expect(LintSummary(reports: [report]).exitStatus(strict: false) == 2)
    }

    @Test func deepNestingIsRefusedBeforeFoundationRecurses() throws {
        let depth = 100_000
        let xml = "<?xml version=\"1.0\"?><plist><dict><key>A</key>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</dict></plist>"
        let start = ContinuousClock.now
        let report = Self.lint(xml)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(report.diagnostics.first?.ruleID == ParseRuleID.limit)
        #expect(report.diagnostics.first?.message == "nesting deeper than 64 levels")
        let json = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}}"
        #expect(Self.lint(json, name: "InfoPlist.xcstrings").diagnostics.first?.ruleID == ParseRuleID.limit)
        let strings = "\"a\" = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + ";"
        #expect(Self.lint(strings, name: "InfoPlist.strings").diagnostics.first?.ruleID == ParseRuleID.limit)
        // Nesting between two single-quoted `"` is nesting too (the scan once read `'"'` … `'"'` as one string).
        let hidden = "{ a = '\"'; b = " + String(repeating: "(", count: 500) + String(repeating: ")", count: 500) + "; z = '\"'; }"
        #expect(Self.lint(hidden, name: "project.pbxproj").diagnostics.first?.ruleID == ParseRuleID.limit)
    }

    /// A malformed XML plist is reported where it goes wrong (Foundation's message names no
    /// usable line), with the tag that does not match.
    @Test func aMismatchedCloseTagIsReportedWhereItIs() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>NSCameraUsageDescription</key>\n<string>Receipts scans receipts.</strin>\n</dict>\n</plist>\n"
        let report = Self.lint(text)
        #expect(report.isUnusable)
        let failure = try #require(report.diagnostics.first)
        #expect(failure.message == "not a property list: </strin> closes <string>", "\(failure.message)")
        #expect(failure.location == SourceLocation(line: 5, column: 33), "\(failure.location)")
    }

    /// A key written with character references is found where it is written, as Foundation reads it.
    @Test func characterReferencesInKeysResolveAsXMLReadsThem() throws {
        #expect(XMLPlistScan.unescaped("NS&#x43;amera&#85;sage&amp;&lt;&#xZZ;&unknown;") == "NSCameraUsage&<&#xZZ;&unknown;")
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "<key>NS&#x43;ameraUsageDescription</key>\n<string></string>\n</dict>\n</plist>\n"
        let empty = try #require(Self.lint(text).diagnostics.first { $0.ruleID == "plist-value-empty" })
        #expect(empty.location.line == 5, "\(empty.location)")
    }

    /// Foundation reads `'…'` as a quoted string in old-style property lists; so does the scan
    /// that finds each key, or a `"` inside one would hide the keys after it.
    @Test func singleQuotedStringsAreStrings() throws {
        let report = Self.lint("\"a\" = '\"';\n\"NSCameraUsageDescription\" = \"\";\n\"z\" = '\"';\n", name: "ko.lproj/InfoPlist.strings")
        let empty = try #require(report.diagnostics.first { $0.ruleID == "plist-value-empty" }, "\(report.diagnostics.map(\.message))")
        #expect(empty.location.line == 2)
        let quoted = Self.lint("\"NSCameraUsageDescription\" = 'Receipts reads the totals on receipts you scan.';\n\"z\" = 'x';\n",
                               name: "en.lproj/InfoPlist.strings")
        #expect(!quoted.isUnusable, "\(quoted.diagnostics.map(\.message))")
        #expect(quoted.diagnostics.allSatisfy { $0.severity != .error }, "\(quoted.diagnostics.map(\.message))")
    }

    @Test func badUTF16IsAnEncodingError() {
        var data = Data([0xFF, 0xFE])
        data.append(contentsOf: [0x22, 0x00, 0x00, 0xD8, 0x22, 0x00])  // "\u{D800}" unpaired
        let report = Self.linter.lint(path: "ko.lproj/InfoPlist.strings", data: data, kind: .strings)
        #expect(report.diagnostics.first?.ruleID == ParseRuleID.encoding)
        #expect(report.isUnusable)
    }

    @Test func discoveryNamesOnlyAnAppsFiles() {
        #expect(AppFileKind(foundAt: "App/Info.plist") == .infoPlist)
        #expect(AppFileKind(foundAt: "App/Widget-Info.plist") == .infoPlist)
        #expect(AppFileKind(foundAt: "App/GoogleService-Info.plist") == .infoPlist)
        #expect(AppFileKind(foundAt: "App/Settings.plist") == nil)
        #expect(AppFileKind(foundAt: "App/Localizable.xcstrings") == nil)
        #expect(AppFileKind(foundAt: "App/ko.lproj/InfoPlist.strings") == .strings)
        #expect(AppFileKind(foundAt: "App/InfoPlist.strings") == nil)
        #expect(AppFileKind(path: "anything.plist") == .infoPlist)
        #expect(AppFileReader.lprojLanguage(of: "a/zh-Hans.lproj/InfoPlist.strings") == "zh-Hans")
        #expect(AppFileReader.lprojLanguage(of: "a/Base.lproj/InfoPlist.strings") == nil)
    }

    /// A usage key is any text ending in `UsageDescription`: one with a line break or an escape
    /// must not add lines to the starter `init --from` writes (its header notes), nor reach a terminal.
    @Test func initFromKeepsAHostileKeyInOneCommentLine() throws {
        var file = AppStringsFile(kind: .infoPlist, source: SourceFile(path: "Info.plist", text: ""))
        let hostile = "NSFoo\nstart: pwned\n\u{1B}[2JXUsageDescription"
        for key in ["NSCameraUsageDescription", hostile] {
            file.strings.append(UsageString(key: key, locale: nil, value: "We use it to scan receipts.", location: .fileStart, keyPath: key))
        }
        let made = try AppStarterFlow.make(from: [file], locale: "en", app: "Receipts")
        #expect(!made.yaml.contains("\u{1B}"))
        #expect(!made.yaml.split(separator: "\n").contains { $0.hasPrefix("start: pwned") }, "\(made.yaml)")
        #expect(made.skipped.allSatisfy { !$0.contains("\n") && !$0.contains("\u{1B}") })
        #expect(Linter().lint(path: "starter", text: made.yaml).active.isEmpty)
    }

    /// `init --from` keeps both of an app's Health texts: the share key's (reading) as `purpose`,
    /// the update key's (writing) as `share-purpose`.
    @Test func initFromKeepsBothHealthTexts() throws {
        var file = AppStringsFile(kind: .infoPlist, source: SourceFile(path: "Info.plist", text: ""))
        for (key, value) in [("NSHealthShareUsageDescription", "Stride reads your heart rate to pace your runs."),
                             ("NSHealthUpdateUsageDescription", "Stride saves your runs as workouts in Health.")] {
            file.strings.append(UsageString(key: key, locale: nil, value: value, location: .fileStart, keyPath: key))
        }
        let made = try AppStarterFlow.make(from: [file], locale: "en", app: "Stride")
        let lines = made.yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("purpose: Stride reads your heart rate to pace your runs."), "\(made.yaml)")
        #expect(lines.contains("share-purpose: Stride saves your runs as workouts in Health."), "\(made.yaml)")
        #expect(Linter().lint(path: "starter", text: made.yaml).active.isEmpty)
    }

    // MARK: Hidden text in app strings (issue 26, items 3 and 4)

    /// App strings holding a bidi override, isolates, a zero-width space, tag characters, an
    /// ESC sequence and a combining-mark flood, beside an emoji whose joiner does its job.
    static let hiddenTexts: [(key: String, value: String)] = [
        ("NSCameraUsageDescription", "Receipts uses the camera to scan \u{2067}receipts\u{2069} you add."),
        ("NSMicrophoneUsageDescription", "Receipts records a fr\u{200B}ee voice note \u{1B}[31mwith\u{E0041}\u{E0042} a receipt 👩\u{200D}💻."),
        ("NSContactsUsageDescription", "Receipts reads Z\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}ed's contacts to split a bill \u{202A}with\u{202C} them."),
    ]

    /// `init --from` writes none of them raw (ESC and C1 were already escaped; bidi controls,
    /// invisible and tag characters and mark floods were written raw under a header saying "the
    /// rest of the starter is clean"): each is a `\u` escape that reads back as the app's text,
    /// and every lint finding on the starter is one the header lists.
    @Test func initFromEscapesHiddenTextEverywhereItWritesIt() throws {
        var file = AppStringsFile(kind: .infoPlist, source: SourceFile(path: "Info.plist", text: ""))
        file.appName = "Rec\u{202E}eipts"
        for (key, value) in Self.hiddenTexts {
            file.strings.append(UsageString(key: key, locale: nil, value: value, location: .fileStart, keyPath: key))
        }
        let made = try AppStarterFlow.make(from: [file], locale: "en")
        let scalars = Array(made.yaml.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            let allowedJoiner = scalar.value == 0x200D && scalars[offset - 1] == "👩" && scalars[offset + 1] == "💻"
            #expect(scalar.properties.generalCategory != .format || allowedJoiner,
                    "U+\(String(scalar.value, radix: 16, uppercase: true)) written raw at scalar \(offset)")
            #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value) || scalar == "\n", "a control written raw")
            #expect(scalar.properties.generalCategory != .nonspacingMark, "a combining mark of the flood written raw")
        }
        #expect(made.yaml.contains("app: \"Rec\\u202Eeipts\""), "\(made.yaml)")
        #expect(made.yaml.contains("\\u2067receipts\\u2069") && made.yaml.contains("\\U000E0041\\U000E0042"), "\(made.yaml)")
        // The escapes read back as the app's own text.
        let report = Linter().lint(path: "starter", text: made.yaml)
        let flow = try #require(report.flow)
        #expect(flow.app.value == "Rec\u{202E}eipts")
        let purposes = Set(flow.screens.compactMap { $0.purpose?.value })
        for (_, value) in Self.hiddenTexts { #expect(purposes.contains(value), "\(value.debugDescription) did not read back") }
        // What lint finds is what the header lists: the rest of the starter is clean.
        let listed = Set(made.findings.compactMap { Int($0.prefix { $0 != ":" }) })
        #expect(!report.active.isEmpty)
        for diagnostic in report.active {
            #expect(diagnostic.ruleID == "flow-unsafe-text", "\(diagnostic.ruleID): \(diagnostic.message)")
            #expect(listed.contains(diagnostic.location.line), "line \(diagnostic.location.line) is not in the header: \(diagnostic.message)")
        }
    }

    /// The same values as `init --app` would take them: refused, since lint refuses them.
    @Test func initAppRefusesWhatInitFromEscapes() {
        #expect(throws: StarterFlow.Failure.self) { try StarterFlow.yaml(resource: "camera", app: "Rec\u{202E}eipts", locale: "en") }
        #expect(throws: StarterFlow.Failure.self) { try StarterFlow.yaml(resource: "camera", app: "Rec\u{2066}eipts", locale: "en") }
        #expect(StarterFlow.quote("Rec\u{2066}eipts") == "\"Rec\\u2066eipts\"")
        #expect(StarterFlow.quote("영수증 👩\u{200D}💻") == "영수증 👩\u{200D}💻", "a joiner doing its job stays plain")
    }

    /// An app file's strings get the check a flow's text gets: the same rule, severity and words,
    /// at the line:col where the character is written, in every reader and every language.
    @Test func hiddenTextInAnAppFileIsAnErrorWhereItIsWritten() throws {
        let value = "Receipts uses the camera to scan \u{202E}receipts\u{202C} you add."
        let flow = Linter().lint(path: "f.yaml", text: """
        permflow: 1
        name: Receipts
        app: Receipts
        start: camera
        screens:
          camera:
            kind: alert
            resource: camera
            purpose: \(value)
            outcomes:
              allow: done
              deny: done
          done:
            kind: end
            title: Done

        """)
        let fromFlow = try #require(flow.diagnostics.first { $0.ruleID == "flow-unsafe-text" })
        #expect(fromFlow.location == SourceLocation(line: 9, column: 47))
        let words = try #require(fromFlow.message.range(of: "contains ")).upperBound
        let cases: [(name: String, text: String, at: PermflowCore.SourceLocation)] = [
            ("Info.plist", infoPlistExample(key: "NSCameraUsageDescription", value: value), SourceLocation(line: 8, column: 43)),
            ("InfoPlist.xcstrings", catalogExample(key: "NSCameraUsageDescription", en: "Receipts scans receipts.", ko: value),
             SourceLocation(line: 31, column: 57)),
            ("ko.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"\(value)\";\n", SourceLocation(line: 1, column: 64)),
            ("project.pbxproj", "{ objects = { a = { buildSettings = {\n\t\tINFOPLIST_KEY_NSCameraUsageDescription = \"\(value)\";\n}; }; }; }\n",
             SourceLocation(line: 2, column: 78)),
            // A language permflow has no words for is checked all the same.
            ("fr.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"\(value)\";\n", SourceLocation(line: 1, column: 64)),
        ]
        for (name, text, at) in cases {
            let report = Self.lint(text, name: name)
            let found = report.diagnostics.filter { $0.ruleID == "flow-unsafe-text" }
            #expect(found.count == 2, "\(name): \(report.diagnostics.map { "\($0.location) \($0.ruleID) \($0.message)" })")
            guard let first = found.first else { continue }
            #expect(first.location == at, "\(name): \(first.location)")
            #expect(first.severity == fromFlow.severity && report.errorCount > 0)
            #expect(first.message.hasPrefix("NSCameraUsageDescription"), "\(first.message)")
            #expect(first.message.hasSuffix(String(fromFlow.message[words...])), "\(name): \(first.message)")
        }
        // ESC, written as the file's own escape.
        let escaped = Self.lint(catalogExample(key: "NSCameraUsageDescription", en: "Receipts scans \\u001b[2Jreceipts.", ko: nil),
                                name: "InfoPlist.xcstrings")
        #expect(escaped.diagnostics.contains { $0.ruleID == "flow-unsafe-text" && $0.message.contains("U+001B ESCAPE") },
                "\(escaped.diagnostics.map(\.message))")
    }
}
