import Testing
@testable import PermflowCore

/// iOS 18's contacts request (issue 28, item 3): after the alert's Continue, a sheet from a
/// separate system process asks "How do you want to share contacts?" with Select Contacts and
/// "Share All N Contacts" (N the device's contacts); after selecting, the confirmation's button
/// is "Allow Selected Contacts". Drawn as a sheet over the whole screen, not a second alert.
@Suite struct ContactsSheetTests {
    /// Home → the alert → Continue: the sheet.
    static func sheet(_ walker: Walker) -> WalkState {
        RendererTests.walk(walker, [0, 1])
    }

    @Test(arguments: [18, 26, 27])
    func continueShowsTheSharingSheet(ios: Int) {
        let walker = ContactPickerTests.walker(ios: ios)
        let state = Self.sheet(walker)
        let alert = state.alert
        #expect(alert.map(walker.showsSharingSheet) == true)
        #expect(state.note == "a sheet from the system (another process, not an alert) asks how to share contacts")
        #expect(walker.alertTitle(state) == "How do you want to share contacts?")
        #expect(walker.choices(state).map(\.label) == ["Select Contacts", "Share All 6 Contacts"])
        #expect(walker.choices(state).map(\.action) == [.picker(.open), .outcome(key: "allow-full")])
        let frame = RendererTests.render(state, walker)
        #expect(frame.modal)
        // A sheet over the whole screen: the screen behind it is not drawn.
        #expect(!frame.plainText.contains("Friends") && frame.plainText.contains("Share All 6 Contacts"))
    }

    @Test func nIsTheDevicesContacts() {
        let walker = ContactPickerTests.walker(device: "device:\n  contacts: [Ann, Bo, Cy]")
        let state = Self.sheet(walker)
        #expect(walker.choices(state).map(\.label) == ["Select Contacts", "Share All 3 Contacts"])
        let korean = ContactPickerTests.walker(locale: "ko", device: "device:\n  contacts: [Ann, Bo, Cy]")
        let sheet = Self.sheet(korean)
        #expect(korean.alertTitle(sheet) == "연락처를 어떻게 공유하겠습니까?")
        #expect(korean.choices(sheet).map(\.label) == ["연락처 선택", "3개의 연락처 모두 공유"])
    }

    @Test func shareAllStoresFullAccessAndTheTranscriptNamesTheButton() {
        let walker = ContactPickerTests.walker()
        let (state, record) = ContactPickerTests.step(walker, Self.sheet(walker), .choose(1, .key))
        #expect(state.permissions.state(of: "contacts") == .authorized && state.screenID == "done")
        #expect(record?.choice == "Share All 6 Contacts" && record?.outcome == "allow-full")
    }

    @Test func theConfirmationAllowsTheSelectedContacts() throws {
        for (locale, title, confirm, back) in [("en", "Allow access to 2 contacts?", "Allow Selected Contacts", "Not Now"),
                                               ("ko", "2개의 연락처에 대한 접근을", "선택한 연락처에 접근 허용", "지금 안 함")] {
            let walker = ContactPickerTests.walker(locale: locale)
            var state = ContactPickerTests.picker(walker)
            for index in [0, 2] { state = walker.update(state, .choose(index, .key)).0 }
            state = walker.update(state, .choose(6, .key)).0
            #expect(walker.choices(state).map(\.label) == [confirm, back])
            let text = RendererTests.render(state, walker).plainText
            #expect(text.contains(title) && text.contains(confirm) && text.contains(back), "\(text)")
            let (granted, record) = ContactPickerTests.step(walker, state, .press(.key))
            #expect(record?.choice == confirm && granted.permissions.limitedCount(of: "contacts") == 2)
        }
    }

    @Test func theSheetsStringsCarryTheirEvidence() throws {
        let english = try #require(SystemAlertCatalog.standard.resource("contacts")?.alert(locale: "en", ios: 18))
        #expect(english.followUpTitle?.evidence.status == .verified)
        #expect(english.followUp?.map(\.evidence.status) == [.verified, .verified])
        #expect(english.followUpMessage == nil, "no source shows a message on the sheet")
        #expect(english.picker?.confirm.evidence.status == .verified)
        #expect(english.picker?.back.evidence.status == .unverified)
        let korean = try #require(SystemAlertCatalog.standard.resource("contacts")?.alert(locale: "ko", ios: 18))
        #expect(korean.buttons.last?.evidence.status == .verified, "계속 on the first alert")
        #expect(korean.followUp?.map(\.evidence.status) == [.verified, .verified])
        #expect(korean.followUpTitle?.evidence.status == .weak)
        #expect(korean.picker?.confirm.evidence.status == .verified && korean.picker?.back.evidence.status == .weak)
        // iOS 17 has neither the sheet nor a second stage.
        #expect(SystemAlertCatalog.standard.resource("contacts")?.alert(locale: "en", ios: 17)?.followUp == nil)
    }

    /// Golden frames: the sheet in English and Korean on iOS 18, 26 and 27, and the confirmation.
    @Test(arguments: RendererTests.locales)
    func theSheetFrames(locale: String) {
        for ios in [18, 26, 27] {
            let walker = ContactPickerTests.walker(ios: ios, locale: locale)
            assertSnapshot(RendererTests.render(Self.sheet(walker), walker).plainText, named: "sheet-contacts-\(locale)-ios\(ios)-80x24")
            assertSnapshot(RendererTests.render(Self.sheet(walker), walker, width: 50, height: 20).plainText,
                           named: "sheet-contacts-\(locale)-ios\(ios)-50x20")
        }
    }
}
