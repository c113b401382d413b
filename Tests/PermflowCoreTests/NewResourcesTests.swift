import Testing
@testable import PermflowCore

/// AlarmKit and Siri (issue 14): their keys, states as their authorization APIs define them,
/// the evidence of their alerts, what a check may map, and their Settings entries.
@Suite struct NewResourcesTests {
    let catalog = SystemAlertCatalog.standard

    @Test func alarmKitIsIOS26OnlyWithAlarmManagersThreeStates() throws {
        let alarm = try #require(catalog.resource("alarmkit"))
        #expect(alarm.plistKey(ios: 26) == "NSAlarmKitUsageDescription")
        #expect(alarm.exists(ios: 26) && alarm.exists(ios: 27) && !alarm.exists(ios: 18))
        // AlarmManager.AuthorizationState: notDetermined, denied, authorized; no restricted.
        #expect(alarm.states(ios: 26) == [.notDetermined, .authorized, .denied])
        #expect(alarm.outcomes(ios: 26).map(\.key) == ["allow", "deny"])
        // The title rests on one test script (weak) in English and nothing in Korean; no source
        // shows the buttons.
        let english = try #require(alarm.alert(locale: "en", ios: 26))
        #expect(english.title == "Allow \u{201C}%@\u{201D} to schedule alarms and timers?")
        #expect(english.titleEvidence.status == .weak)
        #expect(english.buttons.map(\.evidence.status) == [.unverified, .unverified])
        let korean = try #require(alarm.alert(locale: "ko", ios: 26))
        #expect(korean.titleEvidence.status == .unverified)
        #expect(korean.buttons.map(\.label) == ["허용 안 함", "허용"])
        #expect(alarm.alert(locale: "en", ios: 18) == nil)
    }

    @Test func siriHasINSiriAuthorizationStatusesAndS5Titles() throws {
        let siri = try #require(catalog.resource("siri"))
        #expect(siri.plistKey(ios: 13) == "NSSiriUsageDescription")
        // INSiriAuthorizationStatus: notDetermined, restricted, denied, authorized.
        #expect(Set(siri.states(ios: 13)) == [.notDetermined, .authorized, .denied, .restricted])
        let english = try #require(siri.alert(locale: "en", ios: 26))
        #expect(english.title == "Would You Like to Use \u{201C}%@\u{201D} with Siri?")
        #expect(english.titleEvidence.status == .verified)
        #expect(siri.alert(locale: "en", ios: 17)?.buttons.last?.evidence.status == .verified)
        #expect(siri.alert(locale: "en", ios: 26)?.buttons.last?.evidence.status == .unverified)
        let korean = try #require(siri.alert(locale: "ko", ios: 13))
        #expect(korean.title == "Siri를 \u{2018}%@\u{2019}에 사용하겠습니까?")
        #expect(korean.titleEvidence.status == .verified)
        #expect(korean.buttons.map(\.label) == ["허용 안 함", "승인"])
    }

    @Test func aCheckMapsTheirStatesAndRefusesOthers() {
        func check(_ resource: String, _ key: String, ios: Int = 26) -> [String] {
            let text = """
            permflow: 1
            name: T
            app: Demo
            ios: \(ios)
            start: c
            screens:
              c:
                kind: check
                resource: \(resource)
                on:
                  \(key): done
                  otherwise: done
              done:
                kind: end
                title: Done
            """
            return FlowParser().parse(path: "t.yaml", text: text).diagnostics.map(\.message)
        }
        #expect(check("alarmkit", "authorized").isEmpty)
        #expect(check("alarmkit", "restricted") == ["alarmkit has no state 'restricted'"])
        #expect(check("siri", "restricted", ios: 13).isEmpty)
    }

    @Test func settingsShowsThemAsSwitches() throws {
        for (id, name) in [("alarmkit", "Alarms"), ("siri", "Siri")] {
            let yaml = RenderFixtures.alertFlow(id, locale: "en", ios: 26)
            let walker = Walker(flow: RenderFixtures.parse(yaml))
            // Home's one action, then Don't Allow (the left button).
            let state = walker.update(walker.update(walker.start(), .choose(0, .script)).0, .choose(0, .script)).0
            let entry = try #require(walker.privacyEntries(state).first)
            #expect(entry.settingsName == name)
            #expect(entry.state == .denied)
            #expect(entry.stateLabel == "Off")
            #expect(entry.purpose?.contains("Receipts uses this") == true)
        }
    }
}
