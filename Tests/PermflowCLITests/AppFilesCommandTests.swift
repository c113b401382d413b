import Foundation
import Testing
import PermflowCore

/// `permflow lint` on an app's files and `permflow init --from`, against the built binary and the
/// fixture project in Tests/AppFiles/Receipts (build folders with broken Info.plists to skip).
@Suite struct AppFilesCommandTests {
    static let project = "Tests/AppFiles/Receipts"

    @Test func aProjectFolderIsSearchedSkippingBuildFolders() throws {
        let result = try CLIRunner.run(["lint", "--color", "never", Self.project])
        #expect(result.status == 1, "\(result.stderr)")
        // Info.plist, the catalog, two .strings, the project; none of the seven build/dependency folders.
        #expect(result.stdout.hasSuffix("5 files, 5 errors, 16 warnings, 0 suppressed\n"), "\(result.stdout.suffix(300))")
        for skipped in ["/build/", "/DerivedData/", "/Pods/", "/.build/", "/node_modules/", "/Carthage/", "/.git/"] {
            #expect(!result.stdout.contains(skipped), "\(skipped) was linted")
        }
        #expect(result.stdout.contains("""
        Tests/AppFiles/Receipts/Receipts/Info.plist:34:39: warning: NSPhotoLibraryUsageDescription: purpose string is vague: \
        "better experience" does not say what Receipts does with the photos [purpose-specific]
         34 |  <string>Photo access is needed for a better experience.</string>
            |                                       ^~~~~~~~~~~~~~~~~
        """))
        #expect(result.stdout.contains("Tests/AppFiles/Receipts/Receipts.xcodeproj/project.pbxproj:35:53: warning: NSUserTrackingUsageDescription has no"))
        // The build settings' own purpose strings get the copy rules too: "to improve the app" names no use.
        #expect(result.stdout.contains("""
        Tests/AppFiles/Receipts/Receipts.xcodeproj/project.pbxproj:35:53: warning: NSUserTrackingUsageDescription: purpose string is vague: \
        "to improve the app" does not say what Receipts Widget does with the tracking [purpose-specific]
        """))
    }

    @Test func jsonAndGitHubReportsCarryAppFiles() throws {
        let json = try CLIRunner.run(["lint", "--format", "json", "\(Self.project)/Receipts/InfoPlist.xcstrings"])
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
        let placeholder = try #require(diagnostics.first { $0["rule"] as? String == "plist-value-placeholder" })
        #expect(placeholder["keyPath"] as? String == "NSLocationAlwaysAndWhenInUseUsageDescription › localizations › ko › stringUnit › value")
        #expect(placeholder["line"] as? Int == 65)
        let github = try CLIRunner.run(["lint", "--format", "github", "\(Self.project)/Receipts/Info.plist"])
        #expect(github.stdout.contains("::error file=Tests/AppFiles/Receipts/Receipts/Info.plist,line=28,col=10,endColumn=13,title=permflow plist-value-empty::"))
    }

    @Test func ignoreListBesideTheFiles() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let plist = try Data(contentsOf: CLIRunner.root.appendingPathComponent("\(Self.project)/Receipts/Info.plist"))
        try plist.write(to: folder.appendingPathComponent("Info.plist"))
        try Data("""
        ignore:
          NSPhotoLibraryUsageDescription:
            purpose-specific: "Legal's wording, ticket 42"
          NSCameraUsageDescription:
            purpose-brief: "nothing to switch off"

        """.utf8).write(to: folder.appendingPathComponent(".permflow.yaml"))
        let result = try CLIRunner.run(["lint", "--color", "never", folder.path])
        #expect(result.stdout.contains("[purpose-specific] Legal's wording, ticket 42"), "\(result.stdout)")
        #expect(result.stdout.contains(".permflow.yaml:5:5: warning: `ignore` entry 'purpose-brief' suppresses nothing"))
        #expect(result.stdout.contains("1 suppressed"))
        // The ignore list is not a flow: the folder's flows do not include it.
        #expect(!result.stdout.contains("parse-not-a-flow"))
    }

    /// A folder's `.permflow.yaml` that links out of the folder is not read (the report would quote
    /// the file it points to), as app files linking out are not; one inside, or beside a `.lproj` linted on its own, is.
    @Test func anIgnoreListLinkingOutOfTheFolderIsNotRead() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let project = folder.appendingPathComponent("proj"), lproj = project.appendingPathComponent("ko.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let plist = try Data(contentsOf: CLIRunner.root.appendingPathComponent("\(Self.project)/Receipts/Info.plist"))
        try plist.write(to: project.appendingPathComponent("Info.plist"))
        try Data("\"NSCameraUsageDescription\" = \"\";\n".utf8).write(to: lproj.appendingPathComponent("InfoPlist.strings"))
        try Data("SECRET_TOKEN_abc123: hunter2\n".utf8).write(to: folder.appendingPathComponent("secret.yaml"))
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent(".permflow.yaml").path, withDestinationPath: "../secret.yaml")
        let result = try CLIRunner.run(["lint", "--color", "never", project.path])
        #expect(!result.stdout.contains("SECRET_TOKEN"), "\(result.stdout)")
        #expect(!result.stdout.contains("hunter2"), "\(result.stdout)")
        // Named on its own, a .lproj folder still reads the list beside it (here the linked one: the folder holds it).
        try FileManager.default.removeItem(at: project.appendingPathComponent(".permflow.yaml"))
        try Data("nope: 1\n".utf8).write(to: project.appendingPathComponent(".permflow.yaml"))
        let lprojOnly = try CLIRunner.run(["lint", "--color", "never", lproj.path])
        #expect(lprojOnly.stdout.contains("unknown key 'nope'"), "\(lprojOnly.stdout)")
    }

    @Test func aFolderWithOnlyAppFilesIsNotAnError() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let data = try Data(contentsOf: CLIRunner.root.appendingPathComponent("flows/bad/app/plist-value-empty.plist"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent("App/Info.plist"))
        // A link out of the folder is not followed.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Other-Info.plist").path,
                                                   withDestinationPath: CLIRunner.root.appendingPathComponent("Tests/Hostile/plist-array-Info.plist").path)
        let result = try CLIRunner.run(["lint", "--color", "never", folder.path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("1 file, 1 error, 0 warnings, 0 suppressed\n"), "\(result.stdout)")
    }

    @Test func initFromInfoPlistWritesALintableStarter() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let output = folder.appendingPathComponent("app.yaml").path
        let result = try CLIRunner.run(["init", "--from", "\(Self.project)/Receipts/Info.plist",
                                        "--xcstrings", "\(Self.project)/Receipts/InfoPlist.xcstrings", "--locale", "ko", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let yaml = try String(contentsOfFile: output, encoding: .utf8)
        // The app's own Korean strings, from the catalog, with its other languages' as the purpose per locale.
        #expect(yaml.contains("    purpose:\n      ko: \"영수증은 스캔한 영수증의 상점, 날짜, 합계를 읽기 위해 카메라를 사용합니다.\"\n"
                              + "      en: \"$(PRODUCT_NAME) uses the camera to read the store, date & total on receipts you scan.\"\n"
                              + "      ja: レシートはスキャンしたレシートの合計を読み取るためにカメラを使用します。\n"), "\(yaml)")
        // Each translation is linted in its language (the catalog's English is passive and vague).
        #expect(yaml.contains("warning: 'en' translation: purpose string uses the passive voice"))
        #expect(yaml.contains("locale: ko\nlocales: [en, ja, ko]\n"))
        #expect(yaml.contains("# note: NSBluetoothPeripheralUsageDescription: not written, no iOS permflow draws reads it"))
        #expect(result.stderr.contains("[purpose-specific]"))
        // It lints: errors only where the app's own strings break a rule, and lint finds what the file lists.
        let lint = try CLIRunner.run(["lint", "--color", "never", output])
        #expect(lint.status == 0, "\(lint.stdout)")
        for line in yaml.split(separator: "\n") where line.hasPrefix("#   line ") {
            let number = line.dropFirst("#   line ".count).prefix { $0 != ":" }
            #expect(lint.stdout.contains("app.yaml:\(number):"), "\(line) not in\n\(lint.stdout)")
        }
    }

    @Test func initFromRefusesWhatItCannotRead() throws {
        let result = try CLIRunner.run(["init", "--from", "Tests/Hostile/plist-array-Info.plist"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("not an Info.plist: the property list is not a dictionary"))
        let both = try CLIRunner.run(["init", "camera", "--from", "\(Self.project)/Receipts/Info.plist"])
        #expect(both.status != 0)
        #expect(both.stderr.contains("give a resource or --from, not both"))
    }

    @Test func initFromAPrivacyManifestSaysWhatToGiveInstead() throws {
        let manifest = "Tests/AppReview/Receipts/PrivacyInfo.xcprivacy"
        for arguments in [["init", "--from", manifest], ["init", "--from", "\(Self.project)/Receipts/Info.plist", "--xcstrings", manifest]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains("\(manifest) is a privacy manifest"), "\(result.stderr)")
            #expect(result.stderr.contains("give the app's Info.plist or project.pbxproj to --from"))
            #expect(!result.stderr.contains("declare no resource"))
        }
    }
}

/// Hidden text in an app's own strings (issue 26, items 3 and 4), against the built and the
/// installed binary: `lint` reports it where it is written, as in a flow, and `init --from`
/// writes it only as visible escapes.
@Suite struct AppFileHiddenTextTests {
    static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDisplayName</key>
    \t<string>Rec\u{202E}eipts</string>
    \t<key>NSCameraUsageDescription</key>
    \t<string>Receipts uses the camera to scan \u{2067}receipts\u{2069} you add.</string>
    </dict>
    </plist>

    """

    @Test(arguments: PermflowBinary.available)
    func lintReportsHiddenTextInAnAppFileWhereItIsWritten(_ binary: PermflowBinary) throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.plist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "NSCameraUsageDescription" : {
              "localizations" : {
                "ko" : { "stringUnit" : { "state" : "translated", "value" : "영수증을 \\u001b[31m스캔합니다." } }
              }
            }
          },
          "version" : "1.0"
        }

        """
        try catalog.write(to: folder.appendingPathComponent("InfoPlist.xcstrings"), atomically: true, encoding: .utf8)
        let result = try OutputKindsTests.run(binary, ["lint", "--color", "never", "Info.plist", "InfoPlist.xcstrings"], in: folder)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        for expected in [
            "Info.plist:8:43: error: NSCameraUsageDescription: the usage description contains U+2067 RIGHT-TO-LEFT ISOLATE, a bidirectional isolate that reorders the text around it [flow-unsafe-text]",
            "Info.plist:8:52: error: NSCameraUsageDescription: the usage description contains U+2069 POP DIRECTIONAL ISOLATE",
            "InfoPlist.xcstrings:6:75: error: NSCameraUsageDescription (ko): the usage description contains U+001B ESCAPE, starting an ANSI escape sequence",
        ] {
            #expect(result.stdout.contains(expected), "\(expected)\nnot in\n\(result.stdout)")
        }
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || (0x2066...0x2069).contains($0.value) })
    }

    @Test(arguments: PermflowBinary.available)
    func initFromWritesNoBidiControl(_ binary: PermflowBinary) throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.plist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let result = try OutputKindsTests.run(binary, ["init", "--from", "Info.plist", "-o", "app.yaml"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let yaml = try String(contentsOf: folder.appendingPathComponent("app.yaml"), encoding: .utf8)
        #expect(!yaml.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }, "\(yaml)")
        #expect(yaml.contains("app: \"Rec\\u202Eeipts\""), "\(yaml)")
        #expect(yaml.contains("scan \\u2067receipts\\u2069 you add."), "\(yaml)")
        // Lint finds exactly what the header lists.
        let lint = try OutputKindsTests.run(binary, ["lint", "--color", "never", "app.yaml"], in: folder)
        #expect(lint.status == 1)
        let listed = yaml.split(separator: "\n").filter { $0.hasPrefix("#   line ") }.map { $0.dropFirst("#   line ".count).prefix { $0 != ":" } }
        let reported = lint.stdout.split(separator: "\n").filter { $0.hasPrefix("app.yaml:") }.map { $0.dropFirst("app.yaml:".count).prefix { $0 != ":" } }
        #expect(!reported.isEmpty && Set(reported) == Set(listed), "listed \(listed), lint reported \(reported)")
    }
}
