import Foundation
import Testing
@testable import PermflowCore

/// `permflow export FLOW --info-plist | --xcstrings | --strings DIR`: a flow's purpose strings
/// in the files an Xcode project keeps them in, read back with Foundation's own parsers.
@Suite struct ExportCommandTests {
    /// Every bundled flow and the Info.plist keys its requests need, written out by hand (the
    /// catalog's `plistKeys` are what export reads; this is what a reviewer expects of each flow).
    static let bundledKeys: [String: [String]] = [
        "calendar": ["NSCalendarsFullAccessUsageDescription"],
        "camera": ["NSCameraUsageDescription"],
        "contacts": ["NSContactsUsageDescription"],
        "ko-camera": ["NSCameraUsageDescription"],
        "ko-location": ["NSLocationWhenInUseUsageDescription"],
        "location-button": ["NSLocationWhenInUseUsageDescription"],
        "location": ["NSLocationWhenInUseUsageDescription"],
        "microphone": ["NSMicrophoneUsageDescription"],
        "notifications": [],
        "photos": ["NSPhotoLibraryUsageDescription"],
        "tracking": ["NSUserTrackingUsageDescription"],
    ]

    /// The flow's one `purpose:` line, read from the YAML text (not through permflow).
    static func writtenPurpose(_ flow: String) throws -> String? {
        let text = try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/\(flow).yaml"), encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.drop { $0 == " " } }
        let purposes = lines.indices.compactMap { index -> String? in
            let trimmed = lines[index]
            // A purpose per locale: the flow's own locale's line under it.
            if trimmed == "purpose:", index + 1 < lines.count, lines[index + 1].hasPrefix("\(locale(flow)): ") {
                return String(lines[index + 1].dropFirst("\(locale(flow)): ".count))
            }
            return trimmed.hasPrefix("purpose: ") ? String(trimmed.dropFirst("purpose: ".count)) : nil
        }
        return purposes.first
    }

    static func locale(_ flow: String) -> String { flow.hasPrefix("ko-") ? "ko" : "en" }

    static func plist(_ text: String) throws -> [String: String] {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let value = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: &format)
        return try #require(value as? [String: String], "not a dictionary of strings: \(value)")
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `strings[key].localizations[language].stringUnit` of a catalog.
    static func unit(_ catalog: [String: Any], _ key: String, _ language: String) -> [String: String]? {
        let strings = catalog["strings"] as? [String: Any]
        let entry = strings?[key] as? [String: Any]
        let localization = (entry?["localizations"] as? [String: Any])?[language] as? [String: Any]
        return localization?["stringUnit"] as? [String: String]
    }

    @Test(arguments: bundledKeys.keys.sorted())
    func infoPlistOfEveryBundledFlowParsesBack(_ flow: String) throws {
        let keys = try #require(Self.bundledKeys[flow])
        let whole = try CLIRunner.run(["export", "flows/\(flow).yaml", "--info-plist", "--whole-file"])
        #expect(whole.status == 0, "\(whole.stderr)")
        let parsed = try Self.plist(whole.stdout)
        #expect(parsed.keys.sorted() == keys)
        for key in keys { #expect(parsed[key] == (try Self.writtenPurpose(flow)), "\(flow) \(key)") }
        #expect(whole.stderr.contains("the output has no keys") == keys.isEmpty, "\(whole.stderr)")
        // The fragment is the whole file's dict, ready to paste.
        let fragment = try CLIRunner.run(["export", "flows/\(flow).yaml", "--info-plist"])
        #expect(fragment.status == 0)
        #expect(whole.stdout.contains("<dict>\n" + fragment.stdout + "</dict>"))
        #expect(whole.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC"))
    }

    @Test(arguments: bundledKeys.keys.sorted())
    func stringCatalogOfEveryBundledFlowParsesBack(_ flow: String) throws {
        let keys = try #require(Self.bundledKeys[flow])
        for comments in ["xcode", "screens"] {
            let result = try CLIRunner.run(["export", "flows/\(flow).yaml", "--xcstrings", "--comments", comments])
            #expect(result.status == 0, "\(result.stderr)")
            let catalog = try Self.json(result.stdout)
            #expect(catalog["sourceLanguage"] as? String == Self.locale(flow))
            #expect(catalog["version"] as? String == "1.0")
            #expect(((catalog["strings"] as? [String: Any])?.keys.sorted()) == keys)
            for key in keys {
                let unit = Self.unit(catalog, key, Self.locale(flow))
                #expect(unit?["value"] == (try Self.writtenPurpose(flow)))
                #expect(unit?["state"] == (comments == "xcode" ? "new" : "translated"))
                let entry = (catalog["strings"] as? [String: Any])?[key] as? [String: Any]
                #expect(entry?["extractionState"] as? String == (comments == "xcode" ? "extracted_with_value" : "manual"))
                #expect((entry?["comment"] as? String)?.isEmpty == false)
            }
        }
    }

    @Test(arguments: bundledKeys.keys.sorted())
    func stringsFilesOfEveryBundledFlowParseBack(_ flow: String) throws {
        let keys = try #require(Self.bundledKeys[flow])
        let folder = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["export", "flows/\(flow).yaml", "--strings", folder.appendingPathComponent("App").path])
        #expect(result.status == 0, "\(result.stderr)")
        let file = folder.appendingPathComponent("App/\(Self.locale(flow)).lproj/InfoPlist.strings")
        guard !keys.isEmpty else {
            #expect(!FileManager.default.fileExists(atPath: file.path), "no purpose strings, no file")
            #expect(result.stderr.contains("no purpose strings in 'en' (notifications and other system messages take none); no file written"),
                    "\(result.stderr)")
            return
        }
        let parsed = try Self.plist(try String(contentsOf: file, encoding: .utf8))
        #expect(parsed.keys.sorted() == keys)
        for key in keys { #expect(parsed[key] == (try Self.writtenPurpose(flow))) }
    }

    // MARK: Xcode's own file

    static let meterEN = ExampleFlow(name: "Meter", app: "LightMeter", locale: "en", home: "Light meter", action: "Meter the light").expand("""
    camera:
      kind: alert
      resource: camera
      purpose: Use your camera to meter exposure.
      on:
        allow: ads
        deny: ads
    ads:
      kind: alert
      resource: tracking
      purpose: This identifier will be used to deliver personalized ads to you.
      on:
        allow: done
        ask-not-to-track: done
    done:
      kind: end
      title: Done
    """)

    static var meterKO: String {
        meterEN.replacingOccurrences(of: "locale: en", with: "locale: ko")
            .replacingOccurrences(of: "Use your camera to meter exposure.", with: "노출 측정을 위해 카메라를 사용합니다.")
            .replacingOccurrences(of: "This identifier will be used to deliver personalized ads to you.",
                                  with: "이 식별자는 귀하에게 개인화된 광고를 제공하는 데 사용됩니다.")
    }

    /// `Tests/Export/lightMeter-InfoPlist.xcstrings` is a catalog Xcode wrote (kongbaguni/lightMeter,
    /// commit 045214ac9caa34cc4adfe6485e3e4f1e43f3eff1, `InfoPlist.xcstrings`, its two bundle-name
    /// entries removed; Tests/Export/README.md). The same purposes in an English and a Korean flow
    /// export to exactly its bytes.
    @Test func stringCatalogIsByteForByteWhatXcodeWrote() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let en = folder.appendingPathComponent("meter.yaml"), ko = folder.appendingPathComponent("ko-meter.yaml")
        try Self.meterEN.write(to: en, atomically: true, encoding: .utf8)
        try Self.meterKO.write(to: ko, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("InfoPlist.xcstrings")
        let result = try CLIRunner.run(["export", en.path, ko.path, "--xcstrings", "-o", out.path, "--allow-errors"])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try Data(contentsOf: CLIRunner.root.appendingPathComponent("Tests/Export/lightMeter-InfoPlist.xcstrings"))
        let written = try Data(contentsOf: out)
        #expect(written == expected, "\n\(String(decoding: written, as: UTF8.self))")
    }

    // MARK: Languages

    @Test func englishAndKoreanFlowsMakeOneCatalogAndTwoStringsFiles() throws {
        let result = try CLIRunner.run(["export", "flows/camera.yaml", "flows/ko-camera.yaml", "--xcstrings"])
        #expect(result.status == 0, "\(result.stderr)")
        let catalog = try Self.json(result.stdout)
        #expect(catalog["sourceLanguage"] as? String == "en")
        #expect(Self.unit(catalog, "NSCameraUsageDescription", "en")?["value"] == (try Self.writtenPurpose("camera")))
        #expect(Self.unit(catalog, "NSCameraUsageDescription", "ko") == ["state": "translated", "value": "영수증을 스캔해 합계를 읽기 위해 카메라를 사용합니다."])

        let folder = try CLIRunner.temporaryDirectory().appendingPathComponent("Receipts")
        let strings = try CLIRunner.run(["export", "flows/camera.yaml", "flows/ko-camera.yaml", "--strings", folder.path])
        #expect(strings.status == 0, "\(strings.stderr)")
        let ko = try Self.plist(try String(contentsOf: folder.appendingPathComponent("ko.lproj/InfoPlist.strings"), encoding: .utf8))
        #expect(ko == ["NSCameraUsageDescription": "영수증을 스캔해 합계를 읽기 위해 카메라를 사용합니다."])
        let en = try Self.plist(try String(contentsOf: folder.appendingPathComponent("en.lproj/InfoPlist.strings"), encoding: .utf8))
        #expect(en["NSCameraUsageDescription"]?.hasPrefix("$(PRODUCT_NAME) uses the camera") == true)
        #expect(strings.stderr.contains("wrote \(folder.path)/ko.lproj/InfoPlist.strings"))
    }

    /// A language a locale pack adds is a localization like the built-in ones.
    @Test func aLocalePackLanguageIsALocalization() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let pack = folder.appendingPathComponent("pt.json"), flow = folder.appendingPathComponent("pt-camera.yaml")
        try #"{"locale": "pt"}"#.write(to: pack, atomically: true, encoding: .utf8)
        let portuguese = "O Receipts usa a câmera para ler o total dos recibos que você digitaliza."
        var text = try String(contentsOf: CLIRunner.root.appendingPathComponent("flows/camera.yaml"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\nlocale: en\n", with: "\nlocale: pt\n")
        text = text.replacingOccurrences(of: try #require(try Self.writtenPurpose("camera")), with: portuguese)
        try text.write(to: flow, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["export", "flows/camera.yaml", flow.path, "--xcstrings", "--locale-pack", pack.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.unit(try Self.json(result.stdout), "NSCameraUsageDescription", "pt") == ["state": "translated", "value": portuguese])
        let strings = try CLIRunner.run(["export", flow.path, "--strings", folder.path], environment: ["PERMFLOW_LOCALE_PACKS": pack.path])
        #expect(strings.status == 0, "\(strings.stderr)")
        let parsed = try Self.plist(try String(contentsOf: folder.appendingPathComponent("pt.lproj/InfoPlist.strings"), encoding: .utf8))
        #expect(parsed == ["NSCameraUsageDescription": portuguese])
    }

    /// A declared language no flow is written in and no translation gives is named; one the
    /// flow's purpose translations give is exported (issue 29).
    @Test func aDeclaredLanguageWithoutItsFlowIsNamed() throws {
        let result = try CLIRunner.run(["export", "flows/bad/purpose-translated.yaml", "--xcstrings"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("note: 'de' is declared in `locales:` but no flow given is written in it"), "\(result.stderr)")
        #expect(Self.unit(try Self.json(result.stdout), "NSCameraUsageDescription", "de") == nil)
        #expect(Self.unit(try Self.json(result.stdout), "NSCameraUsageDescription", "ja")
                == ["state": "translated", "value": "Receiptsはカメラを使って、スキャンしたレシートの合計金額を読み取ります。"])
        let bundled = try CLIRunner.run(["export", "flows/location-button.yaml", "--xcstrings"])
        #expect(Self.unit(try Self.json(bundled.stdout), "NSLocationWhenInUseUsageDescription", "ko")
                == ["state": "translated", "value": "Brew는 걸어서 갈 수 있는 카페를 보여 주기 위해 위치를 한 번 사용합니다."])
    }

    @Test func twoFlowsInOneLanguageAreRefused() throws {
        let result = try CLIRunner.run(["export", "flows/camera.yaml", "flows/photos.yaml", "--xcstrings"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("flows/camera.yaml and flows/photos.yaml are both in 'en'; give one flow per language"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    // MARK: Hostile text

    /// Quotes, backslashes, markup, a line break, a tab, a carriage return, emoji and Korean.
    static let hostile = "Say \"hi\" \\ <b>&amp; 'x' & 📷👨‍👩‍👧\nnext\tline\r영수증 ]]> --> /* */ %@ $(PRODUCT_NAME)."

    static func hostileFlow(locale: String = "en") -> String {
        let escaped = hostile.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\r", with: "\\r")
        return meterEN.replacingOccurrences(of: "locale: en", with: "locale: \(locale)")
            .replacingOccurrences(of: "purpose: Use your camera to meter exposure.", with: "purpose: \"\(escaped)\"")
    }

    @Test func hostileTextRoundTripsExactlyInEveryFormat() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let flow = folder.appendingPathComponent("hostile.yaml"), ko = folder.appendingPathComponent("ko-hostile.yaml")
        try Self.hostileFlow().write(to: flow, atomically: true, encoding: .utf8)
        try Self.hostileFlow(locale: "ko").write(to: ko, atomically: true, encoding: .utf8)

        let plist = try CLIRunner.run(["export", flow.path, "--info-plist", "--whole-file", "--allow-errors"])
        #expect(plist.status == 0, "\(plist.stderr)")
        #expect(try Self.plist(plist.stdout)["NSCameraUsageDescription"] == Self.hostile)
        #expect(plist.stdout.contains("&lt;b&gt;&amp;amp;"))

        let catalog = try CLIRunner.run(["export", flow.path, ko.path, "--xcstrings", "--allow-errors"])
        #expect(catalog.status == 0, "\(catalog.stderr)")
        let json = try Self.json(catalog.stdout)
        #expect(Self.unit(json, "NSCameraUsageDescription", "en")?["value"] == Self.hostile)
        #expect(Self.unit(json, "NSCameraUsageDescription", "ko")?["value"] == Self.hostile)

        let strings = try CLIRunner.run(["export", flow.path, ko.path, "--strings", folder.path, "--allow-errors"])
        #expect(strings.status == 0, "\(strings.stderr)")
        for language in ["en", "ko"] {
            let text = try String(contentsOf: folder.appendingPathComponent("\(language).lproj/InfoPlist.strings"), encoding: .utf8)
            #expect(try Self.plist(text)["NSCameraUsageDescription"] == Self.hostile, "\(text)")
        }
    }

    @Test func aControlCharacterAnXMLPlistCannotHoldIsRefused() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let flow = folder.appendingPathComponent("bell.yaml")
        try Self.meterEN.replacingOccurrences(of: "purpose: Use your camera to meter exposure.", with: "purpose: \"Ding\\a dong.\"")
            .write(to: flow, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["export", flow.path, "--info-plist", "--allow-errors"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the purpose string of screen 'camera' (NSCameraUsageDescription) holds U+0007, "
                                       + "which an XML property list cannot hold"), "\(result.stderr)")
        // JSON and the .strings format can: the catalog keeps it.
        let catalog = try CLIRunner.run(["export", flow.path, "--xcstrings", "--allow-errors"])
        #expect(catalog.stdout.contains("\"Ding\\u0007 dong.\""))
        #expect(Self.unit(try Self.json(catalog.stdout), "NSCameraUsageDescription", "en")?["value"] == "Ding\u{07} dong.")
    }

    // MARK: Refusals and files

    @Test func aFlowWithLintErrorsIsRefusedLikeWalk() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let out = folder.appendingPathComponent("Info.plist")
        let result = try CLIRunner.run(["export", "flows/bad/purpose-present.yaml", "--info-plist", "-o", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("flows/bad/purpose-present.yaml has 1 error; it is exported once `permflow lint` reports none"))
        #expect(result.stderr.contains("[purpose-present]"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // Not a flow at all: exit 2, as lint and walk.
        let missing = try CLIRunner.run(["export", "flows/no-such-flow.yaml", "--info-plist"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read file: No such file or directory [parse-not-a-flow]"))
    }

    @Test func allowErrorsExportsAndStillShowsTheErrors() throws {
        let one = try CLIRunner.run(["export", "flows/bad/purpose-present.yaml", "--xcstrings", "--allow-errors"])
        #expect(one.status == 0)
        #expect(one.stderr.contains("has 1 error; exported anyway (--allow-errors)"))
        #expect(one.stderr.contains("[purpose-present]"))
    }

    @Test func outputFollowsTheCommandsConventions() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let out = folder.appendingPathComponent("InfoPlist.xcstrings")
        let first = try CLIRunner.run(["export", "flows/camera.yaml", "--xcstrings", "-o", out.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty)
        #expect(first.stderr.contains("wrote \(out.path)"))
        let written = try String(contentsOf: out, encoding: .utf8)
        #expect(written == (try CLIRunner.run(["export", "flows/camera.yaml", "--xcstrings", "-o", "-"])).stdout)

        let again = try CLIRunner.run(["export", "flows/photos.yaml", "--xcstrings", "-o", out.path])
        #expect(again.status == 2)
        #expect(again.stderr.contains("\(out.path) already exists; choose another path, remove it first, or add --force to replace it"), "\(again.stderr)")
        #expect(try String(contentsOf: out, encoding: .utf8) == written)
        let forced = try CLIRunner.run(["export", "flows/photos.yaml", "--xcstrings", "-o", out.path, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOf: out, encoding: .utf8).contains("NSPhotoLibraryUsageDescription"))

        // Never over a flow, even with --force; and a folder that is not there is said so.
        let overFlow = try CLIRunner.run(["export", "flows/camera.yaml", "--info-plist", "-o", "flows/ko-camera.yaml", "--force"])
        #expect(overFlow.status == 2)
        #expect(overFlow.stderr.contains("flows/ko-camera.yaml is a flow file (.yaml); permflow writes no other output over it"))
        let nowhere = try CLIRunner.run(["export", "flows/camera.yaml", "--info-plist", "-o", folder.appendingPathComponent("no/such/Info.plist").path])
        #expect(nowhere.status == 2)
        #expect(nowhere.stderr.contains("cannot write \(folder.path)/no/such/Info.plist: No such file or directory"), "\(nowhere.stderr)")
    }

    @Test func stringsFilesThatExistAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let ko = folder.appendingPathComponent("ko.lproj")
        try FileManager.default.createDirectory(at: ko, withIntermediateDirectories: true)
        try "\"NSCameraUsageDescription\" = \"translated by hand\";\n".write(to: ko.appendingPathComponent("InfoPlist.strings"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["export", "flows/camera.yaml", "flows/ko-camera.yaml", "--strings", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("ko.lproj/InfoPlist.strings already exists; nothing was written. Add --force"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("en.lproj/InfoPlist.strings").path))
        let forced = try CLIRunner.run(["export", "flows/camera.yaml", "flows/ko-camera.yaml", "--strings", folder.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: ko.appendingPathComponent("InfoPlist.strings"), encoding: .utf8).contains("영수증을"))

        // A file where the folder should be.
        let file = folder.appendingPathComponent("plain")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let blocked = try CLIRunner.run(["export", "flows/camera.yaml", "--strings", file.path])
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("cannot create the folder \(file.path)/en.lproj"), "\(blocked.stderr)")
    }

    @Test(arguments: [
        (["flows/camera.yaml"], "say what to write: --info-plist, --xcstrings, --strings FOLDER"),
        (["flows/camera.yaml", "--info-plist", "--xcstrings"], "give one of --info-plist, --xcstrings, --strings, --review-notes, --asciicast and --simctl"),
        (["flows/camera.yaml", "--xcstrings", "--whole-file"], "--whole-file goes with --info-plist"),
        (["flows/camera.yaml", "--xcstrings", "--comments", "mine"], "--comments is xcode or screens, not 'mine'"),
        (["flows/camera.yaml", "--xcstrings", "--oldest-ios", "9"], "--oldest-ios must be one of"),
        (["flows/camera.yaml", "--strings", "x", "-o", "y"], "--strings FOLDER names where the files go; drop -o"),
        (["a.jsonl", "b.jsonl", "--asciicast", "x.cast"], "--asciicast exports one transcript; 2 files were given"),
        (["a.jsonl", "--asciicast", "x.cast", "--allow-errors"], "--allow-errors is for exporting a flow's purpose strings, not a walk (--asciicast)"),
        (["flows/camera.yaml", "--info-plist", "--comments", "screens"], "--comments goes with --xcstrings"),
    ])
    func usageMistakesAreNamed(_ arguments: [String], _ message: String) throws {
        let result = try CLIRunner.run(["export"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func helpTeachesWithExamples() throws {
        let help = try CLIRunner.run(["export", "--help"])
        #expect(help.status == 0)
        for example in ["\n  permflow export flows/camera.yaml --info-plist\n",
                        "\n  permflow export flows/camera.yaml --info-plist --whole-file -o Purposes.plist\n",
                        "\n  permflow export flows/camera.yaml flows/ko-camera.yaml --xcstrings \\\n      -o App/InfoPlist.xcstrings\n",
                        "\n  permflow export flows/camera.yaml flows/ko-camera.yaml --strings App\n",
                        "--asciicast walk.cast\n", "--allow-errors", "--comments"] {
            #expect(help.stdout.contains(example), "\(example)")
        }
    }

    // MARK: Keys from the catalog

    @Test func upgradesAndOlderIOSVersionsBringTheirKeys() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let flow = folder.appendingPathComponent("always.yaml")
        try ExampleFlow(name: "Always", app: "Trails", header: "ios: 18", home: "Trails", action: "Record a hike").expand("""
        always:
          kind: alert
          resource: location-always
          purpose: Trails records your route while the phone is in your pocket.
          on:
            keep-while-using: done
            allow-always: done
        health:
          kind: alert
          resource: health
          share: [workouts]
          read: [heart-rate]
          purpose: Trails reads your heart rate to pace your hikes.
          share-purpose: Trails saves each hike as a workout.
          on:
            allow: done
            deny: done
        calendar:
          kind: alert
          resource: calendar
          purpose: Trails adds planned hikes to your calendar.
          on:
            allow-full: done
            deny: done
        done:
          kind: end
          title: Done
        """).write(to: flow, atomically: true, encoding: .utf8)
        let now = try CLIRunner.run(["export", flow.path, "--info-plist", "--allow-errors"])
        let parsed = try Self.plist("<plist version=\"1.0\"><dict>\(now.stdout)</dict></plist>")
        #expect(parsed == [
            "NSLocationAlwaysAndWhenInUseUsageDescription": "Trails records your route while the phone is in your pocket.",
            "NSLocationWhenInUseUsageDescription": "Trails records your route while the phone is in your pocket.",
            "NSHealthShareUsageDescription": "Trails reads your heart rate to pace your hikes.",
            "NSHealthUpdateUsageDescription": "Trails saves each hike as a workout.",
            "NSCalendarsFullAccessUsageDescription": "Trails adds planned hikes to your calendar.",
        ])
        #expect(now.stderr.contains("NSLocationWhenInUseUsageDescription is needed too (location-always upgrades location"), "\(now.stderr)")
        let older = try CLIRunner.run(["export", flow.path, "--info-plist", "--allow-errors", "--oldest-ios", "16"])
        let olderKeys = try Self.plist("<plist version=\"1.0\"><dict>\(older.stdout)</dict></plist>")
        #expect(olderKeys["NSCalendarsUsageDescription"] == "Trails adds planned hikes to your calendar.")
        #expect(olderKeys.count == 6)
    }

    /// --allow-errors exports a flow whose locale lint refuses: `--strings` must not make it a path out of the folder.
    @Test func aLocaleThatIsNoLanguageCodeNamesNoFolder() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let out = folder.appendingPathComponent("out/inner")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let flow = folder.appendingPathComponent("escape.yaml")
        try Self.meterEN.replacingOccurrences(of: "locale: en", with: "locale: \"../../evil\"").write(to: flow, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["export", flow.path, "--strings", out.path, "--allow-errors"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("cannot name a .lproj folder"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("evil.lproj").path))
    }
}
