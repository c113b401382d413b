import Foundation
import Testing
@testable import PermflowCore

/// iOS versions as data (issue 14): what `ios:` accepts, that every alert string carries its
/// evidence, the research's corrections, and the walk's note on unverified wording.
@Suite struct IOSVersionsTests {
    /// The receipt scanner's camera alert and end screen (`ExampleFlow.receipts`, starting at the
    /// alert), with `ios:` on line 4 when given and `locale: en` there otherwise.
    static func flow(ios: String?, locale: String? = nil) -> String {
        let base = ios.map { ExampleFlow.receipts.with(header: "ios: \($0)") } ?? ExampleFlow.receipts.with(locale: "en")
        return base.with(locale: locale).withoutHome.home(goesTo: "camera").expand("")
    }

    @Test func aFlowWithoutIOSIsDrawnAsIOS27() throws {
        let result = FlowParser().parse(path: "v.yaml", text: Self.flow(ios: nil))
        #expect(try #require(result.flow).ios.value == 27)
        #expect(FlowParser.newestIOS == 27)
        #expect(FlowParser.iosVersions == [13, 14, 15, 16, 17, 18, 26, 27])
        #expect(FlowParser.iosVersionsText == "13\u{2013}18, 26\u{2013}27")
    }

    @Test(arguments: 19...25)
    func versionsAppleSkippedAreErrorsAtTheirPlace(version: Int) {
        let result = FlowParser().parse(path: "v.yaml", text: Self.flow(ios: "\(version)"))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.ruleID == ParseRuleID.invalidValue)
        #expect(errors.first?.message == "iOS \(version) does not exist: iOS 26 followed iOS 18 (19 to 25 were skipped); permflow draws 13\u{2013}18, 26\u{2013}27")
        #expect(errors.first?.location.line == 4)
        #expect(errors.first?.location.column == 6)
    }

    /// iOS 27 is the current iOS (issue 28): accepted without a warning, drawn with iOS 26's
    /// strings, each marked carried over where its sources stop at 26.
    @Test func iOS27CarriesIOS26sStringsOverMarkedSo() throws {
        let result = FlowParser().parse(path: "v.yaml", text: Self.flow(ios: "27"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(try #require(result.flow).ios.value == 27)
        #expect(IOSVersions.reading(27) == .drawn)
        #expect(IOSVersions.reading(28) == .unknown)
        let camera = try #require(SystemAlertCatalog.standard.resource(ResourceID("camera")))
        let on26 = try #require(camera.alert(locale: "en", ios: 26))
        let on27 = try #require(camera.alert(locale: "en", ios: 27))
        #expect(on26.title == on27.title && on26.buttons.map(\.label) == on27.buttons.map(\.label))
        #expect(on26.status == .verified)
        #expect(on27.status == .carriedOver)
        #expect(on27.strings.first?.evidence == Evidence(status: .carriedOver, source: "as on iOS 26: " + on26.titleEvidence.source))
        // A string weaker than carried over keeps its own status; the flow's own keeps its mark.
        #expect(IOSVersions.evidence(.weak("one test"), sourcedFor: IOSRange(from: 26), on: 27) == .weak("one test"))
        #expect(IOSVersions.evidence(Evidence(status: .overridden, source: "flow"), sourcedFor: .all, on: 27).status == .overridden)
        // A string sourced for 27 itself, and any string on a version that carries nothing over, keep theirs.
        #expect(IOSVersions.evidence(.verified("S99"), sourcedFor: IOSRange(from: 27), on: 27) == .verified("S99"))
        #expect(IOSVersions.evidence(.verified("S5"), sourcedFor: IOSRange(from: 17), on: 26) == .verified("S5"))
        // The Health sheet's strings too.
        let sheet26 = try #require(SystemAlertCatalog.standard.healthSheet(locale: "en", ios: 26))
        let sheet27 = try #require(SystemAlertCatalog.standard.healthSheet(locale: "en", ios: 27))
        #expect(sheet26.title == sheet27.title)
        #expect(sheet27.strings.allSatisfy { $0.evidence.status >= .carriedOver })
    }

    /// An announced version whose alerts no source shows yet (a beta) is drawn as the one before,
    /// with a warning: the data says so (`drawnAs`), as iOS 27 did before its release.
    @Test func anAnnouncedUnsourcedVersionIsDrawnAsTheOneBefore() {
        let announced = IOSVersions.table + [IOSVersionInfo(28, drawnAs: 27, look: .glass, lookEvidence: .unverified("none"), changes: "beta")]
        #expect(IOSVersions.reading(28, in: announced) == .drawnAs(27))
        #expect(IOSVersions.reading(28) == .unknown)
    }

    @Test(arguments: [12, 28, 0, -1, 99_999])
    func versionsPermflowDoesNotKnowAreErrors(version: Int) {
        let result = FlowParser().parse(path: "v.yaml", text: Self.flow(ios: "\(version)"))
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("outside the versions permflow draws (13\u{2013}18, 26\u{2013}27)") })
    }

    @Test func eachVersionHasALookAndOnly26IsGlass() {
        for version in FlowParser.iosVersions {
            let info = IOSVersions.info(version)
            #expect(info?.look == (version >= 26 ? .glass : .classic))
            #expect(!(info?.lookEvidence.source.isEmpty ?? true))
        }
        // The iOS 26 look is from app alerts only: weak, as the research says.
        #expect(IOSVersions.info(26)?.lookEvidence.status == .weak)
    }

    // MARK: Evidence

    @Test func everyStringHasAStatusAndASource() {
        var missing: [String] = []
        for resource in SystemAlertCatalog.standard.resources {
            for text in resource.alerts {
                for string in text.strings where string.evidence.source.trimmingCharacters(in: .whitespaces).isEmpty {
                    missing.append("\(resource.id) \(text.locale) \(text.ios): \(string.text)")
                }
                if text.systemMessage != nil { #expect(text.systemMessageEvidence != nil) }
            }
        }
        #expect(missing.isEmpty, "strings without a source: \(missing)")
    }

    @Test func everyResourceHasEnglishAndKoreanTextOnEveryVersion() {
        for resource in SystemAlertCatalog.standard.resources {
            for version in FlowParser.iosVersions {
                for locale in ["en", "ko"] {
                    let text = resource.alerts.filter { $0.locale == locale && $0.ios.contains(version) }
                    // None where the resource does not exist (AlarmKit before iOS 26).
                    #expect(text.count == (resource.exists(ios: version) ? 1 : 0), "\(resource.id) \(locale) iOS \(version): \(text.count) texts")
                }
            }
        }
    }

    @Test func theAlertStatusIsItsWeakestString() throws {
        let camera = try #require(SystemAlertCatalog.standard.resource("camera"))
        #expect(camera.alert(locale: "en", ios: 26)?.status == .verified)
        // Korean "OK" before iOS 17 is 승인 (S5, S6 for iOS ≤ 12): weak, and never 확인.
        let oldKO = try #require(camera.alert(locale: "ko", ios: 16))
        #expect(oldKO.buttons.map(\.label) == ["허용 안 함", "승인"])
        #expect(oldKO.status == .weak)
        let photosAdd = try #require(SystemAlertCatalog.standard.resource("photos-add"))
        #expect(photosAdd.alert(locale: "en", ios: 17)?.status == .verified)
        #expect(photosAdd.alert(locale: "en", ios: 18)?.status == .unverified)
        // iOS 26's photos-add alert is a capture's (a real iPhone on 26.4): every string verified,
        // and on 27 carried over from it.
        #expect(photosAdd.alert(locale: "en", ios: 26)?.status == .verified)
        #expect(photosAdd.alert(locale: "en", ios: 26)?.buttons.map(\.label) == ["Don\u{2019}t Allow", "Allow"])
        #expect(photosAdd.alert(locale: "en", ios: 27)?.status == .carriedOver)
        for resource in SystemAlertCatalog.standard.resources {
            // Only Bluetooth's Korean alert has a source for 확인 (Calabash DeviceAgent's table).
            for text in resource.alerts where text.locale == "ko" && resource.id != "bluetooth" {
                #expect(!text.buttons.contains { $0.label == "확인" }, "\(resource.id): 확인 has no source on these alerts")
            }
        }
    }

    // MARK: The research's corrections (section 5)

    @Test func locationPerVersion() throws {
        let location = try #require(SystemAlertCatalog.standard.resource("location"))
        let old = try #require(location.alert(locale: "en", ios: 13))
        #expect(old.title == "Allow \u{201C}%@\u{201D} to access your location while you are using the app?")
        #expect(old.buttons.map(\.outcome) == ["allow-while-using", "allow-once", "deny"])
        #expect(old.precise == nil)
        let new = try #require(location.alert(locale: "en", ios: 14))
        #expect(new.buttons.map(\.outcome) == ["allow-once", "allow-while-using", "deny"])
        #expect(new.precise?.on == "On")
        let korean = try #require(location.alert(locale: "ko", ios: 26))
        #expect(korean.title == "\u{2018}%@\u{2019} 앱이 사용자의 위치를 사용하도록 허용하겠습니까?")
        #expect(korean.precise?.label == "정확한 위치: ")
        #expect(korean.precise?.on == "켬")
        #expect(location.alert(locale: "ko", ios: 13)?.precise == nil)
    }

    @Test func cameraAndMicrophoneSayAllowFromIOS17() throws {
        for id in ["camera", "microphone"] {
            let resource = try #require(SystemAlertCatalog.standard.resource(ResourceID(id)))
            #expect(resource.alert(locale: "en", ios: 16)?.buttons.last?.label == "OK")
            #expect(resource.alert(locale: "en", ios: 17)?.buttons.last?.label == "Allow")
            #expect(resource.alert(locale: "ko", ios: 17)?.buttons.last?.label == "허용")
        }
    }

    @Test func koreanNotificationMessageAndBluetoothQuote() throws {
        let notifications = try #require(SystemAlertCatalog.standard.resource("notifications")?.alert(locale: "ko", ios: 26))
        #expect(notifications.systemMessage == "경고, 사운드 및 아이콘 배지가 알림에 포함될 수 있습니다. 설정에서 이를 구성할 수 있습니다.")
        #expect(notifications.systemMessageEvidence?.status == .weak)
        let bluetooth = try #require(SystemAlertCatalog.standard.resource("bluetooth")?.alert(locale: "ko", ios: 26))
        // Calabash DeviceAgent's Korean table opens the Bluetooth title with U+2019 and accepts with 확인.
        #expect(bluetooth.title.hasPrefix("\u{2019}%@\u{2019}"))
        let bluetooth17 = try #require(SystemAlertCatalog.standard.resource("bluetooth")?.alert(locale: "ko", ios: 17))
        #expect(bluetooth17.buttons.map(\.label) == ["허용 안 함", "확인"])
        #expect(bluetooth17.status == .weak)
        #expect(bluetooth17.titleEvidence.source.contains("DeviceAgent"))
        let photos = try #require(SystemAlertCatalog.standard.resource("photos")?.alert(locale: "ko", ios: 17))
        // The buttons are sourced; the counts line iOS 17 added is sourced as a fact, not in its words.
        #expect(photos.buttons.allSatisfy { $0.evidence.status == .verified })
        #expect(photos.libraryCounts?.sentence.evidence.status == .unverified && photos.status == .unverified)
    }

    // MARK: Walks and overrides

    @Test func aWalkSaysOnceThatTheWordingIsUnverified() throws {
        let text = Self.flow(ios: "26", locale: "ko").replacingOccurrences(of: "resource: camera", with: "resource: bluetooth")
        let walker = Walker(flow: try #require(FlowParser().parse(path: "v.yaml", text: text).flow))
        let state = walker.start()
        #expect(state.alert?.resource == "bluetooth")
        #expect(state.note?.contains("wording unverified for iOS 26: bluetooth alert (ko, unverified)") == true)
        #expect(state.wordingNoted == ["bluetooth"])
        let verified = Walker(flow: try #require(FlowParser().parse(path: "v.yaml", text: Self.flow(ios: "26")).flow))
        #expect(verified.start().note?.contains("wording unverified") != true)
    }

    /// `overridden` and `carried-over` are statuses permflow gives, never a pack's: a pack
    /// naming one is refused with the place and what a pack may say.
    @Test(arguments: ["overridden", "carried-over"])
    func aPackCannotClaimADerivedStatus(status: String) {
        let json = """
            {"locale": "ko", "alerts": {"camera": [
              {"title": "\u{2018}%@\u{2019}이(가) 카메라에 접근하려고 합니다",
               "buttons": [{"label": "허용 안 함", "outcome": "deny"}, {"label": "허용", "outcome": "allow", "status": "\(status)"}]}]}}
            """
        #expect {
            try LocalePack.decode(Data(json.utf8), path: "ko.json")
        } throws: { error in
            "\(error)".contains("alerts.camera[0]: status '\(status)' is ") && "\(error)".contains("a pack says verified, weak or unverified")
        }
    }

    @Test func overridesThatDifferFromTheTableAreListed() throws {
        let pack = try LocalePack.decode(Data("""
            {"locale": "ko", "alerts": {"camera": [
              {"title": "\u{2018}%@\u{2019}이(가) 카메라에 접근하려고 합니다", "ios": {"from": 26},
               "buttons": [{"label": "허용 안 함", "outcome": "deny"}, {"label": "허용함", "outcome": "allow"}],
               "status": "verified", "source": "our capture, iPhone 16, iOS 26.1"},
              {"title": "\u{2018}%@\u{2019}이(가) 카메라에 접근하려고 합니다", "ios": {"from": 17, "through": 18},
               "buttons": [{"label": "허용 안 함", "outcome": "deny"}, {"label": "허용", "outcome": "allow"}]}]}}
            """.utf8), path: "ko.json")
        let lines = SystemAlertCatalog.standard.overrideDifferences(pack.alerts ?? [:])
        #expect(lines == ["camera (ko, iOS 26\u{2013}27) differs from the table (verified): buttons 허용 안 함 / 허용함 (table: 허용 안 함 / 허용)"])
        let text = try #require(pack.alerts?["camera"]?.first)
        #expect(text.status == .verified)
        #expect(text.buttons.last?.evidence.source == "our capture, iPhone 16, iOS 26.1")
    }

    @Test(arguments: [18, 26])
    func bundledFlowsAndStartersWalkOn(ios: Int) throws {
        var texts: [(String, String)] = []
        for name in BundledFlowsTests.goodFlows {
            let text = try String(contentsOf: BundledFlowsTests.flowsDirectory.appendingPathComponent(name), encoding: .utf8)
            texts.append((name, text))
        }
        // Where the resource exists: AlarmKit's starter on iOS 18 is refused (StarterFlowTests).
        for resource in SystemAlertCatalog.standard.resources where resource.exists(ios: ios) {
            for locale in StarterCopy.locales {
                texts.append(("starter \(resource.id) \(locale)", try StarterFlow.yaml(resource: resource.id.rawValue, app: "Receipts", locale: locale, ios: ios)))
            }
        }
        for (name, original) in texts {
            let lines = original.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("ios:") ? "ios: \(ios)" : String($0) }
            let report = Linter().lint(path: "\(name).yaml", text: lines.joined(separator: "\n"))
            #expect(report.active.isEmpty, "\(name) on iOS \(ios): \(report.active.map { "\($0.ruleID): \($0.message)" })")
            let flow = try #require(FlowParser().parse(path: "\(name).yaml", text: lines.joined(separator: "\n")).flow)
            #expect(flow.ios.value == ios)
            // The first choice at every step, bounded: every alert on the way has its text.
            let walker = Walker(flow: flow)
            var state = walker.start()
            var steps = 0
            var notes: [String] = state.note.map { [$0] } ?? []
            while !state.ended, steps < 60 {
                state = walker.update(state, .choose(0, .script)).0
                notes += state.note.map { [$0] } ?? []
                steps += 1
            }
            #expect(!notes.contains { $0.contains("alert text for") || $0.contains("does not exist") }, "\(name) on iOS \(ios): \(notes)")
        }
    }
}
