import Foundation
import Testing
@testable import PermflowCore

/// The writers behind `permflow export`: which keys a flow needs, and the three file formats.
@Suite struct ExportWritersTests {
    static func flow(_ screens: String, locale: String = "en", app: String = "Trails", extra: String = "") throws -> Flow {
        let yaml = HomeFlow(name: "Export", app: app, header: "locale: \(locale)\n\(extra)ios: 18", actions: [("Go", "done")]).expand(indented: """
        \(screens)
          done:
            kind: end
            title: Done
        """)
        return try #require(FlowParser().parse(path: "export.yaml", text: yaml).flow)
    }

    // MARK: Keys

    @Test func everyCatalogKeyHasXcodesName() {
        let keys = SystemAlertCatalog.standard.resources.flatMap(\.plistKeys).map(\.key)
        #expect(!keys.isEmpty)
        for key in keys {
            #expect(XcodeKeyNames.names[key]?.hasPrefix("Privacy - ") == true, "add Xcode's name for \(key) to XcodeKeyNames")
        }
    }

    @Test func aLocationButtonAsksWithLocationsKey() throws {
        let flow = try Self.flow("""
          near:
            kind: location-button
            label: Current Location
            purpose: Trails uses your location once to find trails near you.
            on:
              allow-once: done
              deny: done
        """)
        let result = ExportedPurposes.read(flow, catalog: .standard)
        #expect(result.purposes == [ExportedPurpose(key: "NSLocationWhenInUseUsageDescription",
                                                    text: "Trails uses your location once to find trails near you.", screen: "near", locale: "en")])
        #expect(result.notes.isEmpty)
    }

    /// Health's share key (reading) takes `purpose`, its update key (writing) `share-purpose`;
    /// a sheet that only writes needs only the update key.
    @Test func healthKeysTakeTheirOwnPurposes() throws {
        let both = try Self.flow("""
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
        """)
        #expect(ExportedPurposes.read(both, catalog: .standard).purposes.map { [$0.key, $0.text] } == [
            ["NSHealthShareUsageDescription", "Trails reads your heart rate to pace your hikes."],
            ["NSHealthUpdateUsageDescription", "Trails saves each hike as a workout."],
        ])
        let writeOnly = try Self.flow("""
          health:
            kind: alert
            resource: health
            share: [workouts]
            share-purpose: Trails saves each hike as a workout.
            on:
              allow: done
              deny: done
        """)
        #expect(ExportedPurposes.read(writeOnly, catalog: .standard).purposes.map { [$0.key, $0.text] } == [
            ["NSHealthUpdateUsageDescription", "Trails saves each hike as a workout."],
        ])
    }

    @Test func twoTextsForOneKeyKeepTheFirstAndSaySo() throws {
        let flow = try Self.flow("""
          scan:
            kind: alert
            resource: camera
            purpose: Trails uses the camera to scan trail signs.
            on:
              allow: again
              deny: again
          again:
            kind: alert
            resource: camera
            purpose: Trails uses the camera to photograph views.
            on:
              allow: done
              deny: done
          quiet:
            kind: alert
            resource: notifications
            on:
              allow: done
              deny: done
        """)
        let result = ExportedPurposes.read(flow, catalog: .standard)
        #expect(result.purposes.map(\.text) == ["Trails uses the camera to scan trail signs."])
        #expect(result.notes == ["screens 'scan' and 'again' give NSCameraUsageDescription different purpose strings; "
                                 + "an Info.plist holds one, so 'scan''s is exported"])
    }

    @Test func aFlowsOwnWhenInUseTextWinsOverTheUpgrades() throws {
        let flow = try Self.flow("""
          always:
            kind: alert
            resource: location-always
            purpose: Trails records your route in the background.
            on:
              keep-while-using: done
              allow-always: done
          near:
            kind: alert
            resource: location
            purpose: Trails shows trails near you.
            on:
              allow-once: always
              allow-while-using: always
              deny: done
        """)
        let result = ExportedPurposes.read(flow, catalog: .standard)
        #expect(Dictionary(uniqueKeysWithValues: result.purposes.map { ($0.key, $0.screen) }) == [
            "NSLocationAlwaysAndWhenInUseUsageDescription": "always", "NSLocationWhenInUseUsageDescription": "near",
        ])
        #expect(result.notes.isEmpty)
    }

    // MARK: Order

    @Test func catalogKeysSortAsFoundationsSortedKeys() {
        // As Xcode wrote eerimoq/moblin's InfoPlist.xcstrings: case-insensitive, shorter prefix first.
        let languages = ["zh-HK", "de", "zh-Hant-TW", "en", "zh-Hant", "zh-Hans"]
        #expect(languages.sorted(by: XcodeKeyOrder.precedes) == ["de", "en", "zh-Hans", "zh-Hant", "zh-Hant-TW", "zh-HK"])
        #expect(["item10", "item9", "Item2"].sorted(by: XcodeKeyOrder.precedes) == ["Item2", "item9", "item10"])
        #expect(["b", "B", "a"].sorted(by: XcodeKeyOrder.precedes) == ["a", "B", "b"])
        #expect(["es-MX", "es-419", "es"].sorted(by: XcodeKeyOrder.precedes) == ["es", "es-419", "es-MX"])
        #expect(["stringUnit", "state", "value", "comment", "extractionState", "localizations", "sourceLanguage", "strings", "version"]
            .sorted(by: XcodeKeyOrder.precedes)
            == ["comment", "extractionState", "localizations", "sourceLanguage", "state", "strings", "stringUnit", "value", "version"])
    }

    // MARK: Formats

    static let tricky = "A \"q\" \\ <b> & ]]> 📷\nline\ttab\r한글 /slash"

    static func strings(_ purposes: [(String, String, String)]) throws -> AppStrings {
        let flows = try Dictionary(grouping: purposes, by: { $0.2 }).sorted { $0.key < $1.key }.map { locale, items in
            let flow = try Self.flow("", locale: locale)
            let result = ExportedPurposes.Result(purposes: items.map { ExportedPurpose(key: $0.0, text: $0.1, screen: "s", locale: locale) }, notes: [])
            return (path: "\(locale).yaml", flow: flow, result: result)
        }
        return try AppStrings(flows)
    }

    @Test func infoPlistEscapesForXMLAndParsesBack() throws {
        let strings = try Self.strings([("NSCameraUsageDescription", Self.tricky, "en")])
        let fragment = try InfoPlistWriter.fragment(strings.sourcePurposes)
        #expect(fragment == "\t<key>NSCameraUsageDescription</key>\n"
                + "\t<string>A \"q\" \\ &lt;b&gt; &amp; ]]&gt; 📷\nline\ttab&#13;한글 /slash</string>\n")
        let whole = try InfoPlistWriter.wholeFile(strings.sourcePurposes)
        let parsed = try PropertyListSerialization.propertyList(from: Data(whole.utf8), options: [], format: nil) as? [String: String]
        #expect(parsed == ["NSCameraUsageDescription": Self.tricky])
        #expect(try InfoPlistWriter.wholeFile([]).hasSuffix("<dict>\n</dict>\n</plist>\n"))
    }

    @Test func catalogEscapesForJSONAsXcodeDoes() throws {
        let strings = try Self.strings([("NSCameraUsageDescription", Self.tricky, "en"), ("NSCameraUsageDescription", "카메라", "ko")])
        let text = StringCatalogWriter.catalog(strings, style: .screens)
        #expect(text.contains("\"value\" : \"A \\\"q\\\" \\\\ <b> & ]]> 📷\\nline\\ttab\\r한글 /slash\""))
        #expect(text.hasSuffix("\n  },\n  \"version\" : \"1.0\"\n}"))
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let entry = (json?["strings"] as? [String: Any])?["NSCameraUsageDescription"] as? [String: Any]
        #expect(entry?["comment"] as? String == "s")
        let en = ((entry?["localizations"] as? [String: Any])?["en"] as? [String: Any])?["stringUnit"] as? [String: String]
        #expect(en == ["state": "translated", "value": Self.tricky])
    }

    @Test func emptyCatalogIsWrittenAsXcodeWritesAnEmptyObject() throws {
        let text = StringCatalogWriter.catalog(try Self.strings([]))
        #expect(text == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    }

    @Test func stringsFileEscapesAndParsesBack() throws {
        let strings = try Self.strings([("NSCameraUsageDescription", Self.tricky + "\u{07}", "en"), ("NSMicrophoneUsageDescription", "M", "en")])
        let text = StringsFileWriter.file(strings, language: "en")
        #expect(text.hasPrefix("/* Privacy - Camera Usage Description, screen s */\n"
                               + "\"NSCameraUsageDescription\" = \"A \\\"q\\\" \\\\ <b> & ]]> 📷\\nline\\ttab\\r한글 /slash\\U0007\";\n\n"))
        let parsed = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil) as? [String: String]
        #expect(parsed == ["NSCameraUsageDescription": Self.tricky + "\u{07}", "NSMicrophoneUsageDescription": "M"])
        #expect(StringsFileWriter.file(strings, language: "ko").isEmpty)
    }

    /// --allow-errors exports a flow whose screen ids or locale lint refuses: neither may close the comment or leave the folder.
    @Test func stringsFileCommentCannotBeClosedByAScreenID() throws {
        let hostile = "x */ \"NSMicrophoneUsageDescription\" = \"pwn\"; /*\nline"
        let flow = try Self.flow("", locale: "en")
        let result = ExportedPurposes.Result(purposes: [ExportedPurpose(key: "NSCameraUsageDescription", text: "C", screen: hostile, locale: "en")], notes: [])
        let text = StringsFileWriter.file(try AppStrings([(path: "en.yaml", flow: flow, result: result)]), language: "en")
        let parsed = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil) as? [String: String]
        #expect(parsed == ["NSCameraUsageDescription": "C"], "\(text)")
        #expect(text.split(separator: "\n").count == 2, "\(text)")
        #expect(StringsFileWriter.isFolderName(language: "pt-BR") && StringsFileWriter.isFolderName(language: "zh_Hant"))
        #expect(!StringsFileWriter.isFolderName(language: "../../x") && !StringsFileWriter.isFolderName(language: "")
                && !StringsFileWriter.isFolderName(language: "a/b"))
    }
}
