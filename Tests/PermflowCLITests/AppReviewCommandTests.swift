import Foundation
import Testing
@testable import PermflowCore

/// `permflow lint flows/ Receipts/ …` on a real-shaped project (flows beside an Info.plist, an
/// InfoPlist.xcstrings, a project.pbxproj with INFOPLIST_KEY_ settings and a
/// PrivacyInfo.xcprivacy), against the built binary: the app-review rules, in every format.
@Suite struct AppReviewCommandTests {
    /// The bundled flows the project prototypes its requests with.
    static let flows = ["camera.yaml", "ko-camera.yaml", "tracking.yaml"]
    static let cameraEN = "$(PRODUCT_NAME) uses the camera to read the store, date and total on receipts you scan."
    static let cameraKO = "영수증을 스캔해 합계를 읽기 위해 카메라를 사용합니다."
    static let tracking = "Dispatch uses your activity in other companies' apps and websites to show ads that match your interests."

    /// What the project's files say; the defaults are a project that agrees with its flows.
    struct Shape {
        var infoPlistKeys: [(String, String)] = [("NSCameraUsageDescription", AppReviewCommandTests.cameraEN)]
        var koreanCamera = AppReviewCommandTests.cameraKO
        var tracking: String? = "<true/>"
        var domains = ["ads.example.com"]
    }

    /// Writes the project into a fresh folder and returns it.
    static func project(_ shape: Shape = Shape()) throws -> URL {
        let root = try CLIRunner.temporaryDirectory()
        let manager = FileManager.default
        for folder in ["flows", "Receipts", "Receipts.xcodeproj"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for flow in flows {
            try manager.copyItem(at: CLIRunner.root.appendingPathComponent("flows/\(flow)"), to: root.appendingPathComponent("flows/\(flow)"))
        }
        let keys = ([("CFBundleDisplayName", "$(PRODUCT_NAME)"), ("CFBundleExecutable", "$(EXECUTABLE_NAME)")] + shape.infoPlistKeys)
            .map { "\t<key>\($0.0)</key>\n\t<string>\($0.1)</string>\n" }.joined()
        try write(plistDocument(keys), to: root.appendingPathComponent("Receipts/Info.plist"))
        func unit(_ language: String, _ value: String) -> String {
            "        \"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
        }
        try write("""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "NSCameraUsageDescription" : {
              "localizations" : {
        \(unit("en", cameraEN)),
        \(unit("ko", shape.koreanCamera))
              }
            },
            "NSUserTrackingUsageDescription" : {
              "localizations" : {
        \(unit("en", tracking)),
        \(unit("ko", "Dispatch는 관심 있는 광고를 보여 주기 위해 다른 회사의 앱과 웹사이트에서의 활동을 사용합니다."))
              }
            }
          },
          "version" : "1.0"
        }

        """, to: root.appendingPathComponent("Receipts/InfoPlist.xcstrings"))
        let configurations = ["Debug", "Release"].enumerated().map { index, name in
            """
            \t\tAA00000000000000000000\(index)\(index) /* \(name) */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
            \t\t\t\tINFOPLIST_FILE = Receipts/Info.plist;
            \t\t\t\tINFOPLIST_KEY_NSUserTrackingUsageDescription = "\(tracking)";
            \t\t\t\tPRODUCT_NAME = Receipts;
            \t\t\t};
            \t\t\tname = \(name);
            \t\t};
            """
        }.joined(separator: "\n")
        try write("""
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tAA0000000000000000000099 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tdevelopmentRegion = en;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tko,
        \t\t\t\tBase,
        \t\t\t);
        \t\t};
        \(configurations)
        \t};
        \trootObject = AA0000000000000000000099;
        }

        """, to: root.appendingPathComponent("Receipts.xcodeproj/project.pbxproj"))
        let trackingLines = shape.tracking.map { "\t<key>NSPrivacyTracking</key>\n\t\($0)\n" } ?? ""
        let domains = shape.domains.map { "\t\t<string>\($0)</string>\n" }.joined()
        try write(plistDocument("\t<key>NSPrivacyAccessedAPITypes</key>\n\t<array/>\n" + trackingLines
                                + "\t<key>NSPrivacyTrackingDomains</key>\n\t<array>\n" + domains + "\t</array>\n"),
                  to: root.appendingPathComponent("Receipts/PrivacyInfo.xcprivacy"))
        return root
    }

    static func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    static let appReviewIDs = RuleRegistry.all.map { $0.description }.filter { $0.family == .appReview }.map { $0.id }

    @Test func aProjectThatAgreesWithItsFlowsIsClean() throws {
        let root = try Self.project()
        let run = try CLIRunner.run(["lint", "--color", "never", "--strict", "."], directory: root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("7 files, 0 errors, 0 warnings, 0 suppressed\n"), "\(run.stdout)")
    }

    @Test func everyGapBetweenFlowsAppAndManifestIsReported() throws {
        var shape = Shape()
        shape.infoPlistKeys = [("NSMicrophoneUsageDescription", "Receipts records a voice note with each receipt you scan.")]
        shape.koreanCamera = "카메라가 필요합니다."
        shape.tracking = "<false/>"
        let root = try Self.project(shape)
        let run = try CLIRunner.run(["lint", "--color", "never", "flows", "Receipts", "Receipts.xcodeproj"], directory: root)
        #expect(run.status == 1, "\(run.stderr)")
        for expected in [
            "flows/camera.yaml:44:15: error: screen 'camera' asks for camera, but no Info.plist or build setting linted with it has NSCameraUsageDescription; "
                + "iOS ends an app that asks without it (ITMS-90683) [app-key-missing]",
            "Receipts/Info.plist:9:7: warning: NSMicrophoneUsageDescription: no flow linted with the app asks for microphone "
                + "(`resource: microphone`); the request is not prototyped [app-key-unprototyped]",
            "Receipts/InfoPlist.xcstrings:7:70: warning: NSCameraUsageDescription (ko): the app's purpose string differs from the flow's: "
                + "the app says \"카메라가 필요합니다.\"; flows/ko-camera.yaml:44:14 (screen 'camera') says \"\(Self.cameraKO)\" [app-purpose-differs]",
            "Receipts/PrivacyInfo.xcprivacy:8:2: error: the privacy manifest says NSPrivacyTracking is false, but the app asks to track: "
                + "the tracking alert 'tracking' at flows/tracking.yaml:42:3 (ITMS-91064) [privacy-tracking-undeclared]",
            "Receipts/PrivacyInfo.xcprivacy:10:2: error: NSPrivacyTrackingDomains lists \"ads.example.com\", but NSPrivacyTracking is false: "
                + "App Store Connect refuses the upload (ITMS-91064) [privacy-tracking-domains]",
        ] {
            #expect(run.stdout.contains(expected), "missing: \(expected)\n\(run.stdout)")
        }
        // The alert's fix names the text to add.
        #expect(run.stdout.contains("= hint: add NSCameraUsageDescription (\"\(Self.cameraEN)\") to the app's Info.plist, "
                                    + "or INFOPLIST_KEY_NSCameraUsageDescription to its build settings"), "\(run.stdout)")
    }

    @Test func theIgnoreListBesideAnAppFileSwitchesOffItsAppReviewFindings() throws {
        var shape = Shape()
        shape.infoPlistKeys = [("NSCameraUsageDescription", Self.cameraEN),
                               ("NSMicrophoneUsageDescription", "Receipts records a voice note with each receipt you scan.")]
        shape.tracking = "<false/>"
        let root = try Self.project(shape)
        try Self.write("""
        ignore:
          NSMicrophoneUsageDescription:
            app-key-unprototyped: "Voice notes are prototyped in the notes app's flows"
          NSPrivacyTrackingDomains:
            privacy-tracking-domains: "The SDK's domains, declared before the 2.0 release turns tracking on"
          NSLocationWhenInUseUsageDescription:
            app-key-unprototyped: "Not in this app"

        """, to: root.appendingPathComponent("Receipts/.permflow.yaml"))
        let run = try CLIRunner.run(["lint", "--color", "never", "flows", "Receipts", "Receipts.xcodeproj"], directory: root)
        // Switched off, with their reasons: the key's entry, and the manifest's.
        #expect(!run.stdout.contains("warning: NSMicrophoneUsageDescription: no flow") && !run.stdout.contains("error: NSPrivacyTrackingDomains lists"),
                "\(run.stdout)")
        #expect(run.stdout.contains("Receipts/Info.plist:11:7 [app-key-unprototyped] Voice notes are prototyped in the notes app's flows"), "\(run.stdout)")
        #expect(run.stdout.contains("Receipts/PrivacyInfo.xcprivacy:10:2 [privacy-tracking-domains] The SDK's domains, declared before the 2.0 release turns tracking on"),
                "\(run.stdout)")
        // Not switched off: a rule with no entry; and the entry that switched nothing off is unused.
        #expect(run.stdout.contains("[privacy-tracking-undeclared]"), "\(run.stdout)")
        #expect(run.stdout.contains("Receipts/.permflow.yaml:7:5: warning: `ignore` entry 'app-key-unprototyped' suppresses nothing: "
                                    + "app-key-unprototyped reports nothing for NSLocationWhenInUseUsageDescription"), "\(run.stdout)")
        #expect(!run.stdout.contains(".permflow.yaml:3:5"), "the used entries are not reported unused:\n\(run.stdout)")
        #expect(run.stdout.contains("2 suppressed"), "\(run.stdout)")
    }

    @Test func trackingDeclaredButNeverAskedForIsAWarning() throws {
        let root = try Self.project()
        try FileManager.default.removeItem(at: root.appendingPathComponent("flows/tracking.yaml"))
        // No flow asks, and no key: the build settings and catalog lose theirs too.
        for file in ["Receipts.xcodeproj/project.pbxproj", "Receipts/InfoPlist.xcstrings"] {
            let url = root.appendingPathComponent(file)
            var text = try String(contentsOf: url, encoding: .utf8)
            text = text.replacingOccurrences(of: "NSUserTrackingUsageDescription", with: "NSUnrelatedSetting")
            try Self.write(text, to: url)
        }
        let run = try CLIRunner.run(["lint", "--color", "never", "."], directory: root)
        #expect(run.stdout.contains("Receipts/PrivacyInfo.xcprivacy:8:2: warning: the privacy manifest says the app tracks, but no flow "
                                    + "and no app file linted with it asks to track (a tracking alert, NSUserTrackingUsageDescription); "
                                    + "App Review asks where the request is (guideline 2.1) [privacy-tracking-unused]"), "\(run.stdout)")
    }

    @Test func findingsAreEscapedInEveryFormat() throws {
        var shape = Shape()
        // A right-to-left override in the app's text, quoted by app-purpose-differs.
        shape.infoPlistKeys = [("NSCameraUsageDescription", "Receipts reads \u{202E}stpiecer\u{202C} with the camera.")]
        let root = try Self.project(shape)
        for format in ["text", "github", "xcode", "json", "sarif"] {
            let run = try CLIRunner.run(["lint", "--color", "never", "--format", format, "."], directory: root)
            #expect(run.status == 1, "\(format): \(run.stderr)")
            #expect(run.stdout.contains("app-purpose-differs"), "\(format): \(run.stdout.prefix(2000))")
            #expect(!run.stdout.unicodeScalars.contains("\u{202E}"), "\(format) prints the override raw")
            if format == "json" || format == "sarif" {
                #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(format) is not JSON")
            }
        }
        let github = try CLIRunner.run(["lint", "--format", "github", "."], directory: root)
        #expect(github.stdout.contains("::warning file=./Receipts/Info.plist,line=10,col=10,"), "\(github.stdout)")
        let sarif = try CLIRunner.run(["lint", "--format", "sarif", "."], directory: root)
        for id in Self.appReviewIDs { #expect(sarif.stdout.contains("\"id\" : \"\(id)\""), "SARIF lacks the rule \(id)") }
    }

    /// docs/app-files.md shows a whole app checked: its project is Tests/AppReview with three
    /// bundled flows; linted as the docs say, the output is the docs' block, byte for byte.
    @Test func theDocumentedProjectSaysWhatTheDocsShow() throws {
        let root = try CLIRunner.temporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("flows"), withIntermediateDirectories: true)
        for flow in Self.flows {
            try manager.copyItem(at: CLIRunner.root.appendingPathComponent("flows/\(flow)"), to: root.appendingPathComponent("flows/\(flow)"))
        }
        for folder in ["Receipts", "Receipts.xcodeproj"] {
            try manager.copyItem(at: CLIRunner.root.appendingPathComponent("Tests/AppReview/\(folder)"), to: root.appendingPathComponent(folder))
        }
        let run = try CLIRunner.run(["lint", "--color", "never", "flows", "Receipts", "Receipts.xcodeproj"], directory: root)
        #expect(run.status == 1)
        let docs = try String(contentsOf: CLIRunner.root.appendingPathComponent("docs/app-files.md"), encoding: .utf8)
        let marker = try #require(docs.range(of: "<!-- whole-app output -->\n```\n"))
        let end = try #require(docs.range(of: "\n```\n", range: marker.upperBound..<docs.endIndex))
        #expect(String(docs[marker.upperBound..<end.lowerBound]) + "\n" == run.stdout, "docs/app-files.md's whole-app output is stale:\n\(run.stdout)")
    }

    @Test func aManifestIsFoundInAFolderAndNamedDirectly() throws {
        var shape = Shape()
        shape.tracking = nil
        let root = try Self.project(shape)
        let found = try CLIRunner.run(["lint", "--color", "never", "Receipts"], directory: root)
        // The catalog's tracking key asks, and the manifest has no NSPrivacyTracking: at its start.
        #expect(found.stdout.contains("Receipts/PrivacyInfo.xcprivacy:1:1: error: the privacy manifest has no NSPrivacyTracking, but the app "
                                      + "asks to track: NSUserTrackingUsageDescription at Receipts/InfoPlist.xcstrings:"), "\(found.stdout)")
        let named = try CLIRunner.run(["lint", "--color", "never", "Receipts/PrivacyInfo.xcprivacy"], directory: root)
        // Alone, only its own rule runs: domains without NSPrivacyTracking.
        #expect(named.stdout.contains("Receipts/PrivacyInfo.xcprivacy:8:2: error: NSPrivacyTrackingDomains lists \"ads.example.com\", "
                                      + "but there is no NSPrivacyTracking"), "\(named.stdout)")
        #expect(named.stdout.hasSuffix("1 file, 1 error, 0 warnings, 0 suppressed\n"), "\(named.stdout)")
    }
}
