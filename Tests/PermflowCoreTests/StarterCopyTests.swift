import Testing
@testable import PermflowCore

/// The starters' words read right for each resource (issue 34), and several resources make one
/// flow that asks for each in context.
@Suite struct StarterCopyTests {
    /// The value of `key:` on screen `id` of a starter.
    static func field(_ key: String, of id: String, in yaml: String) -> String? {
        let lines = yaml.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: "  \(id):") else { return nil }
        for line in lines[(start + 1)...] {
            if line.hasPrefix("  "), !line.hasPrefix("   ") { break }
            if line.hasPrefix("    \(key): ") {
                let value = String(line.dropFirst("    \(key): ".count))
                return value.hasPrefix("\"") ? String(value.dropFirst().dropLast()) : value
            }
        }
        return nil
    }

    /// The Settings hint's title of every resource that has one, worded for it (not "Notifications
    /// is off", "Photos is off", "Location (always) is off").
    @Test func settingsTitlesAreWordedPerResource() throws {
        let expected: [(String, String, String)] = [
            ("camera", "Camera access is off for Stride", "카메라 접근이 꺼져 있습니다"),
            ("microphone", "Microphone access is off for Stride", "마이크 접근이 꺼져 있습니다"),
            ("photos", "Photo access is off for Stride", "사진 접근이 꺼져 있습니다"),
            ("photos-add", "Saving to Photos is off for Stride", "사진 저장이 꺼져 있습니다"),
            ("contacts", "Contacts access is off for Stride", "연락처 접근이 꺼져 있습니다"),
            ("calendar", "Calendar access is off for Stride", "캘린더 접근이 꺼져 있습니다"),
            ("calendar-write", "Calendar access is off for Stride", "캘린더 접근이 꺼져 있습니다"),
            ("reminders", "Reminders access is off for Stride", "미리 알림 접근이 꺼져 있습니다"),
            ("location", "Location access is off for Stride", "위치 접근이 꺼져 있습니다"),
            ("location-always", "Location access is off for Stride", "위치 접근이 꺼져 있습니다"),
            ("notifications", "Notifications are off for Stride", "알림이 꺼져 있습니다"),
            ("bluetooth", "Bluetooth access is off for Stride", "Bluetooth 접근이 꺼져 있습니다"),
            ("local-network", "Local network access is off for Stride", "로컬 네트워크 접근이 꺼져 있습니다"),
            ("motion", "Motion & Fitness access is off for Stride", "동작 및 피트니스 접근이 꺼져 있습니다"),
            ("speech", "Speech recognition is off for Stride", "음성 인식이 꺼져 있습니다"),
            ("media-library", "Apple Music access is off for Stride", "Apple Music 접근이 꺼져 있습니다"),
            ("homekit", "Home data access is off for Stride", "홈 데이터 접근이 꺼져 있습니다"),
            ("alarmkit", "Alarms are off for Stride", "알람이 꺼져 있습니다"),
            ("siri", "Siri is off for Stride", "Siri가 꺼져 있습니다"),
            ("face-id", "Face ID is off for Stride", "Face ID 사용이 꺼져 있습니다"),
            ("health", "Health access is off for Stride", "건강 데이터 접근이 꺼져 있습니다"),
        ]
        for (id, english, korean) in expected {
            let en = try StarterFlow.yaml(resource: id, app: "Stride", locale: "en")
            let ko = try StarterFlow.yaml(resource: id, app: "Stride", locale: "ko")
            #expect(Self.field("title", of: "\(id)-off", in: en) == english, "\(id)")
            #expect(Self.field("title", of: "\(id)-off", in: ko) == korean, "\(id)")
            #expect(Self.field("body", of: "\(id)-off", in: en)?.hasPrefix("You can change this in Settings > ") == true, "\(id)")
        }
        // Tracking's denial keeps every feature: no Settings hint at all.
        #expect(Self.field("title", of: "tracking-off", in: try StarterFlow.yaml(resource: "tracking", app: "Stride", locale: "en")) == nil)
    }

    /// `location-always` first asks for location in its own feature's words (arrival reminders),
    /// not the location starter's "closest stores".
    @Test func locationAlwaysAsksForLocationInItsOwnWords() throws {
        for locale in StarterCopy.locales {
            let yaml = try StarterFlow.yaml(resource: "location-always", app: "Stride", locale: locale)
            let body = try #require(Self.field("body", of: "why-location", in: yaml))
            let purpose = try #require(Self.field("purpose", of: "location-alert", in: yaml))
            let stores = SystemAlertCatalog.standard.starterCopy("location", locale: locale)
            #expect(body != stores?.preAlertBody && purpose != stores?.purpose, "\(locale): \(body) / \(purpose)")
            #expect(!yaml.contains("stores") && !yaml.contains("매장"), "\(locale)")
            // Declining the upgrade is a way out, not the feature's "Reminders on".
            let offer = try #require(Linter().lint(path: "s.yaml", text: yaml).flow?.screen("location-always-offer"))
            #expect(offer.actions.last?.target?.value == "without", "\(locale)")
            #expect(offer.actions.last?.label.value == SystemAlertCatalog.standard.starterWords(locale: locale)?.notNow, "\(locale)")
        }
    }

    /// The starter's words are the locale file's, not the code's: a pack that rewords a Settings
    /// title, location-always's first ask and "Not now" changes what `init` writes, and a copy
    /// without its own Settings title takes the locale's `starters.settingsTitle`.
    @Test func aLocalePackRewordsTheSettingsTitleTheFirstAskAndNotNow() throws {
        var vocabularies = VocabularyStore.standard
        var catalog = SystemAlertCatalog.standard
        var always = try #require(catalog.starterCopy("location-always", locale: "en"))
        always.firstAsk = StarterCopy.FirstAsk(preAlertTitle: "Reminders where you go", preAlertBody: "Your location tells you that you arrived.",
                                               purpose: "$(PRODUCT_NAME) uses your location to remind you at the places you saved.")
        var notifications = try #require(catalog.starterCopy("notifications", locale: "en"))
        notifications.settingsTitle = "Order updates are off for {app}"
        var camera = try #require(catalog.starterCopy("camera", locale: "en"))
        camera.settingsTitle = nil
        LocalePack(locale: "en", starters: StarterWords(copy: ["location-always": always, "notifications": notifications, "camera": camera],
                                                        notNow: "Maybe later"))
            .apply(to: &vocabularies, catalog: &catalog)

        let upgrade = try StarterFlow.yaml(resource: "location-always", app: "Stride", locale: "en", catalog: catalog, vocabularies: vocabularies)
        #expect(Self.field("title", of: "why-location", in: upgrade) == "Reminders where you go")
        #expect(Self.field("purpose", of: "location-alert", in: upgrade) == "$(PRODUCT_NAME) uses your location to remind you at the places you saved.")
        let offer = try #require(Linter().lint(path: "s.yaml", text: upgrade).flow?.screen("location-always-offer"))
        #expect(offer.actions.last?.label.value == "Maybe later")
        let notify = try StarterFlow.yaml(resource: "notifications", app: "Stride", locale: "en", catalog: catalog, vocabularies: vocabularies)
        #expect(Self.field("title", of: "notifications-off", in: notify) == "Order updates are off for Stride")
        let scan = try StarterFlow.yaml(resource: "camera", app: "Stride", locale: "en", catalog: catalog, vocabularies: vocabularies)
        #expect(Self.field("title", of: "camera-off", in: scan) == "Camera is off for Stride")
    }

    /// `permflow init location location-always motion notifications --app Stride`: one flow, one
    /// action per request on the home screen, each leading to its own check and pre-alert.
    @Test func severalResourcesMakeOneFlowAskingEachInContext() throws {
        let ids = ["location", "location-always", "motion", "notifications"]
        let yaml = try StarterFlow.yaml(resources: ids, app: "Stride", locale: "en")
        let report = Linter().lint(path: "stride.yaml", text: yaml)
        #expect(report.active.isEmpty, "\(report.active.map { "\($0.location) \($0.ruleID): \($0.message)" })")
        let flow = try #require(report.flow)
        let home = try #require(flow.screen("home"))
        #expect(home.actions.compactMap(\.target?.value) == ids.map { "\($0)-check" })
        for id in ids {
            let check = try #require(flow.screen("\(id)-check"))
            #expect(check.kind.value == .check)
            #expect(flow.screens.contains { $0.kind.value == .preAlert && $0.resource?.value == id }, "\(id) has its pre-alert")
            #expect(flow.screens.contains { $0.kind.value == .alert && $0.resource?.value == id }, "\(id) has its alert")
        }
        // location and location-always each keep their own location alert, in their own words.
        let locationAlerts = flow.screens.filter { $0.kind.value == .alert && $0.resource?.value == "location" }
        #expect(locationAlerts.map(\.id.value) == ["location-alert", "location-always-location-alert"])
        #expect(Set(locationAlerts.compactMap(\.purpose?.value)).count == 2)
    }

    /// Every resource at once, in every starter locale, still lints clean (the home screen's body
    /// goes when the buttons take its rows).
    @Test(arguments: StarterCopy.locales)
    func everyResourceAtOnceLintsClean(_ locale: String) throws {
        let ids = SystemAlertCatalog.standard.resources.filter { $0.exists(ios: FlowParser.newestIOS) }.map(\.id.rawValue)
        let yaml = try StarterFlow.yaml(resources: ids, app: "Stride", locale: locale)
        let report = Linter().lint(path: "all.yaml", text: yaml)
        #expect(report.active.isEmpty, "\(report.active.prefix(3).map { "\($0.location) \($0.ruleID): \($0.message)" })")
        #expect(Self.field("body", of: "home", in: yaml) == nil)
        let few = try StarterFlow.yaml(resources: ["camera", "microphone"], app: "Stride", locale: locale)
        #expect(Self.field("body", of: "home", in: few) != nil)
    }

    @Test func aSlipInOneResourceIsRefusedWithItsDidYouMean() {
        #expect(throws: StarterFlow.Failure.unknownResource("photo-library", suggestion: "; did you mean 'photos'?")) {
            try StarterFlow.yaml(resources: ["camera", "photo-library"], app: "Stride", locale: "en")
        }
    }
}
