import Foundation
import Testing
@testable import PermflowCore

/// The app-review rules on real-shaped projects linted in memory (`AppReviewCheck.lint`): flows
/// beside an Info.plist, a String Catalog, build settings and a privacy manifest. The CLI's
/// folder runs are in PermflowCLITests (`AppReviewCommandTests`).
@Suite struct AppReviewCheckTests {
    /// A bundled flow's text, as a project file named `name`.
    static func bundled(_ flow: String, as name: String? = nil) throws -> RuleExampleFile {
        let url = BundledFlowsTests.flowsDirectory.appendingPathComponent(flow)
        return RuleExampleFile(name: name ?? "flows/" + flow, text: try String(contentsOf: url, encoding: .utf8))
    }

    static func plist(_ entries: [(String, String)], name: String = "Stride") -> RuleExampleFile {
        var file = RuleExampleFile(appInfoPlist(entries))
        file.text = file.text.replacingOccurrences(of: "<string>Receipts</string>", with: "<string>\(name)</string>")
        return file
    }

    static func manifest(tracking: Bool?, domains: [String] = []) -> RuleExampleFile {
        RuleExampleFile(privacyManifestExample(tracking: tracking, domains: domains))
    }

    /// "path:line:col rule: message" of every app-review finding.
    static func findings(_ files: [RuleExampleFile]) -> [String] {
        let ids = Set(RuleRegistry.appReviewRules.map { $0.description.id })
        return AppReviewCheck.lint(files).flatMap(\.diagnostics).filter { ids.contains($0.ruleID) }
            .map { "\($0.path):\($0.location) \($0.ruleID): \($0.message)" }
    }

    @Test func alwaysWithoutAnyLocationKeyNamesBothKeysAtTheUpgradeAlert() throws {
        let flow = RuleExampleFile(name: "flows/trails.yaml", text: ExampleFlow.trails().home(goesTo: "always").expand(""))
        let found = Self.findings([flow, Self.plist([])])
        #expect(found.count == 1, "\(found)")
        let line = try #require(found.first)
        #expect(line.hasPrefix("flows/trails.yaml:"))
        #expect(line.contains("app-key-missing: screen 'always' asks for "))
        #expect(line.contains("has NSLocationAlwaysAndWhenInUseUsageDescription and NSLocationWhenInUseUsageDescription; iOS ends an app that asks without them (ITMS-90683)"), "\(line)")
    }

    @Test func healthNeedsTheShareAndTheUpdateKey() throws {
        let flow = try Self.bundled("health.yaml")
        let onlyShare = Self.findings([flow, Self.plist([("NSHealthShareUsageDescription", "Stride reads your heart rate and steps to chart the effort of each run.")])])
        #expect(onlyShare.filter { $0.contains("app-key-missing") }.count == 1, "\(onlyShare)")
        #expect(onlyShare.contains { $0.contains("has NSHealthUpdateUsageDescription;") }, "\(onlyShare)")
        let both = Self.findings([flow, Self.plist([
            ("NSHealthShareUsageDescription", "$(PRODUCT_NAME) reads your heart rate and steps to chart the effort of each run."),
            ("NSHealthUpdateUsageDescription", "$(PRODUCT_NAME) saves your runs as workouts in Health."),
        ])])
        #expect(both.isEmpty, "\(both)")
    }

    @Test func aBuildSettingCountsAsTheKey() throws {
        let flow = try Self.bundled("tracking.yaml")
        let text = try String(contentsOf: BundledFlowsTests.flowsDirectory.appendingPathComponent("tracking.yaml"), encoding: .utf8)
        let purpose = try #require(text.split(separator: "\n").first { $0.contains("purpose: Dispatch uses") }).split(separator: ":", maxSplits: 1)[1]
            .trimmingCharacters(in: .whitespaces)
        let project = RuleExampleFile(name: "Dispatch.xcodeproj/project.pbxproj", text: Self.project(settings: [
            "INFOPLIST_KEY_NSUserTrackingUsageDescription": purpose, "PRODUCT_NAME": "Dispatch",
        ]))
        #expect(Self.findings([flow, project]).isEmpty, "\(Self.findings([flow, project]))")
        // Without the setting, the alert lacks it.
        let bare = RuleExampleFile(name: "Dispatch.xcodeproj/project.pbxproj", text: Self.project(settings: ["PRODUCT_NAME": "Dispatch"]))
        #expect(Self.findings([flow, bare]).contains { $0.contains("app-key-missing: screen 'tracking' asks for") })
    }

    @Test func aKeyNoFlowAsksForIsReportedOnceAtItsFirstPlace() throws {
        let flow = try Self.bundled("camera.yaml")
        let project = RuleExampleFile(name: "Receipts.xcodeproj/project.pbxproj", text: Self.project(settings: [
            "INFOPLIST_KEY_NSMicrophoneUsageDescription": "Receipts records a voice note with each receipt you scan.",
            "INFOPLIST_KEY_NSCameraUsageDescription": "$(PRODUCT_NAME) uses the camera to read the store, date and total on receipts you scan.",
            "PRODUCT_NAME": "Receipts",
        ]))
        let found = Self.findings([flow, project])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("app-key-unprototyped: NSMicrophoneUsageDescription: no flow linted with the app asks for microphone") == true, "\(found)")
        #expect(found.first?.hasPrefix("Receipts.xcodeproj/project.pbxproj:") == true)
    }

    @Test func anOlderKeyOfAResourceAFlowAsksForIsFine() throws {
        let flow = try Self.bundled("calendar.yaml")
        let found = Self.findings([flow, Self.plist([("NSCalendarsUsageDescription", "Old text.")])])
        #expect(!found.contains { $0.contains("app-key-unprototyped") }, "\(found)")
        // iOS 18 reads the full-access key, which the app lacks.
        #expect(found.contains { $0.contains("app-key-missing") && $0.contains("NSCalendarsFullAccessUsageDescription") }, "\(found)")
    }

    @Test func purposesAreComparedPerLanguageWithTheAppsNameResolved() throws {
        let english = try Self.bundled("camera.yaml")
        let korean = try Self.bundled("ko-camera.yaml")
        func purpose(_ file: RuleExampleFile) throws -> String {
            let line = try #require(file.text.split(separator: "\n").first { $0.contains("  purpose: ") })
            return String(line.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
        }
        let en = try purpose(english), ko = try purpose(korean)
        let catalog = RuleExampleFile(name: "Receipts/InfoPlist.xcstrings", text: catalogExample(
            key: "NSCameraUsageDescription", en: en.replacingOccurrences(of: "$(PRODUCT_NAME)", with: "Receipts"), ko: "카메라가 필요합니다."))
        let found = Self.findings([english, korean, catalog])
        #expect(found.count == 1, "\(found)")
        let line = try #require(found.first)
        #expect(line.hasPrefix("Receipts/InfoPlist.xcstrings:"), "\(line)")
        #expect(line.contains("app-purpose-differs: NSCameraUsageDescription (ko): the app's purpose string differs from the flow's: "
                              + "the app says \"카메라가 필요합니다.\"; flows/ko-camera.yaml:"), "\(line)")
        #expect(line.hasSuffix("says \"\(ko)\""), "\(line)")
    }

    @Test func onlyFlowsOrOnlyAppFilesAreNotCompared() throws {
        let flow = try Self.bundled("camera.yaml")
        #expect(Self.findings([flow]).isEmpty)
        #expect(Self.findings([Self.plist([("NSMicrophoneUsageDescription", "Stride records a voice note with each run.")])]).isEmpty)
        // The manifest's own rule needs nothing else.
        #expect(Self.findings([Self.manifest(tracking: false, domains: ["ads.example.com"])]).count == 1)
    }

    @Test func aManifestWithoutTheTrackingKeyIsReportedAtItsStart() throws {
        let flow = RuleExampleFile(name: "flows/offers.yaml", text: ExampleFlow.offers.expand(""))
        let found = Self.findings([flow, Self.plist([("NSUserTrackingUsageDescription", RuleExample.trackingPurpose)], name: "Receipts"),
                                   Self.manifest(tracking: nil)])
        #expect(found == ["Receipts/PrivacyInfo.xcprivacy:1:1 privacy-tracking-undeclared: the privacy manifest has no NSPrivacyTracking, "
                          + "but the app asks to track: the tracking alert 'tracking' at flows/offers.yaml:18:3 (ITMS-91064)"], "\(found)")
    }

    @Test func theTrackingKeyAloneAsksToTrack() throws {
        let found = Self.findings([Self.plist([("NSUserTrackingUsageDescription", "Stride uses your activity in other apps to show ads.")]),
                                   Self.manifest(tracking: false)])
        #expect(found == ["Receipts/PrivacyInfo.xcprivacy:6:2 privacy-tracking-undeclared: the privacy manifest says NSPrivacyTracking is false, "
                          + "but the app asks to track: NSUserTrackingUsageDescription at Receipts/Info.plist:7:7 (ITMS-91064)"], "\(found)")
    }

    @Test func aBinaryManifestIsPlacedByKeyPath() throws {
        // <dict>NSPrivacyTracking: false, NSPrivacyTrackingDomains: ["t.example.com"]</dict>
        let data = Self.binaryManifest(tracking: false, domains: ["t.example.com"])
        let read = AppFileReader().read(path: "PrivacyInfo.xcprivacy", data: data, kind: .privacyManifest)
        let file = try read.get()
        #expect(file.isBinary)
        #expect(file.privacy?.tracking == false)
        #expect(file.privacy?.trackingDomains == ["t.example.com"])
        var reports = [LintReport(path: file.source.path, source: file.source, diagnostics: [], isUnusable: false, flow: nil)]
        AppReviewCheck.apply(to: &reports, appFiles: [file], linter: Linter())
        let diagnostic = try #require(reports[0].diagnostics.first)
        #expect(diagnostic.ruleID == "privacy-tracking-domains")
        #expect(!diagnostic.hasPosition)
        #expect(diagnostic.keyPath == "NSPrivacyTrackingDomains")
        #expect(diagnostic.message.hasPrefix("NSPrivacyTrackingDomains lists \"t.example.com\", but NSPrivacyTracking is false"))
    }

    @Test func trackingThatIsNotABooleanIsNotTracking() throws {
        var file = Self.manifest(tracking: true)
        file.text = file.text.replacingOccurrences(of: "<true/>", with: "<string>YES</string>")
        let found = Self.findings([file, Self.plist([("NSUserTrackingUsageDescription", "Stride uses your activity in other apps to show ads.")])])
        #expect(found.count == 1 && found[0].contains("has an NSPrivacyTracking that is not a Boolean"), "\(found)")
    }

    @Test func aScreensIgnoreSwitchesOffAFindingOnIt() throws {
        let text = ExampleFlow.receipts.home(goesTo: "camera").expand("")
            .replacingOccurrences(of: "    resource: camera\n    purpose:",
                                  with: "    resource: camera\n    ignore:\n      app-key-missing: \"the key is in the extension's Info.plist\"\n    purpose:")
        let flow = RuleExampleFile(name: "flows/scan.yaml", text: text)
        let reports = AppReviewCheck.lint([flow, Self.plist([])])
        let diagnostics = reports.flatMap(\.diagnostics)
        let missing = try #require(diagnostics.first { $0.ruleID == "app-key-missing" })
        #expect(missing.suppressedBecause == "the key is in the extension's Info.plist")
        #expect(!diagnostics.contains { $0.ruleID == IgnoreUnusedRule.id }, "\(diagnostics.map(\.message))")
        // Linted without the app, nothing uses the entry, and lint says so.
        let alone = Linter().lint(path: "flows/scan.yaml", text: text)
        #expect(alone.diagnostics.contains { $0.ruleID == IgnoreUnusedRule.id })
    }

    // MARK: Fixtures

    /// A minimal Xcode project whose one build configuration holds `settings`.
    static func project(settings: [String: String]) -> String {
        let lines = settings.sorted { $0.key < $1.key }.map { "\t\t\t\t\($0.key) = \"\($0.value)\";" }.joined(separator: "\n")
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tAA0000000000000000000001 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \(lines)
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t};
        \trootObject = AA0000000000000000000001;
        }

        """
    }

    /// A binary property list (`bplist00`) of one dictionary with the two tracking keys.
    static func binaryManifest(tracking: Bool, domains: [String]) -> Data {
        func ascii(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8)
            return (bytes.count < 15 ? [0x50 | UInt8(bytes.count)] : [0x5F, 0x10, UInt8(bytes.count)]) + bytes
        }
        // Objects: 0 dict, 1 key tracking, 2 key domains, 3 bool, 4 array, 5… domains.
        var objects: [[UInt8]] = []
        objects.append([0xD2, 1, 2, 3, 4])
        objects.append(ascii("NSPrivacyTracking"))
        objects.append(ascii("NSPrivacyTrackingDomains"))
        objects.append([tracking ? 0x09 : 0x08])
        objects.append([0xA0 | UInt8(domains.count)] + domains.indices.map { UInt8(5 + $0) })
        objects += domains.map(ascii)
        let header = Array("bplist00".utf8)
        let body = header + Array(objects.joined())
        let starts = objects.indices.map { UInt8(header.count + objects[..<$0].reduce(0) { $0 + $1.count }) }
        let trailer: [UInt8] = [0, 0, 0, 0, 0, 0, 1, 1] + [UInt64(objects.count), 0, UInt64(body.count)].flatMap { value in
            withUnsafeBytes(of: value.bigEndian) { Array($0) }
        }
        return Data(body + starts + trailer)
    }
}
