import Foundation
import Testing
@testable import PermflowCore

/// iOS 17's photo picker (issue 28, item 6): "Limit Access…" opens it; the person marks sample
/// photos (the flow's `device.sample-photos`, or the locale's), and Done limits access to them, as
/// the contact picker does: counts in Settings, the status line, the transcript and the review.
@Suite struct PhotoPickerTests {
    /// ContactPickerTests' flow asking for photos instead: the same screens (ask, chosen, done).
    static func flow(ios: Int = 26, locale: String = "en", device: String = "") -> String {
        ContactPickerTests.flow(ios: ios, locale: locale, device: device)
            .replacingOccurrences(of: "resource: contacts", with: "resource: photos")
            .replacingOccurrences(of: "Tab shows your contacts so you can add friends to a shared bill.",
                                  with: "Tab shows your photos so you can pick one to print.")
    }

    static func walker(ios: Int = 26, locale: String = "en", device: String = "") -> Walker {
        Walker(flow: RenderFixtures.parse(flow(ios: ios, locale: locale, device: device)))
    }

    static let photos = ["Pink flowers", "Waterfall", "Lake at dusk", "Yellow flowers", "Rocky shore", "Red tulips"]

    @Test(arguments: [17, 18, 26, 27])
    func limitAccessOpensThePhotoPickerAndDoneStoresLimitedWithTheCount(ios: Int) throws {
        let walker = Self.walker(ios: ios)
        let alert = RendererTests.walk(walker, [0])
        #expect(walker.choices(alert).first?.action == .picker(.open))
        var state = RendererTests.walk(walker, [0, 0])
        #expect(state.alert?.picker == PickerState())
        #expect(state.note == "the system shows its photo picker: 6 photos")
        #expect(walker.choices(state).map(\.label) == Self.photos + ["Done", "Cancel"])
        #expect(state.permissions.state(of: "photos") == .notDetermined)
        var record: StepRecord?
        (state, record) = ContactPickerTests.step(walker, state, .choose(1, .digit))
        #expect(record?.notes.map(\.english) == ["marked Waterfall (1 selected)"])
        (state, _) = ContactPickerTests.step(walker, state, .choose(4, .digit))
        (state, _) = ContactPickerTests.step(walker, state, .choose(5, .digit))
        (state, record) = ContactPickerTests.step(walker, state, .choose(6, .key))
        // Done grants at once: no confirmation.
        #expect(record?.choice == "Done" && record?.outcome == "limit")
        #expect(state.screenID == "chosen" && state.alert == nil)
        #expect(state.permissions.state(of: "photos") == .limited && state.permissions.limitedCount(of: "photos") == 3)
        #expect(record?.limited == ["photos": 3] && record?.permissions == ["photos": "limited"])
        #expect(record?.notes.first?.english == "photos is now limited (3 photos)")
        #expect(walker.privacyEntries(state).first?.stateLabel == "Limited Access (3 photos)")
        #expect(RendererTests.render(state, walker).plainText.contains("photos:limited(3)"))
    }

    @Test func cancelGoesBackToTheAlertAndStoresNothing() {
        let walker = Self.walker()
        var state = RendererTests.walk(walker, [0, 0])
        state = walker.update(state, .choose(0, .key)).0
        var record: StepRecord?
        (state, record) = ContactPickerTests.step(walker, state, .back("Esc"))
        #expect(record?.choice == "Cancel" && record?.outcome == nil && record?.permissions == [:])
        #expect(state.alert?.picker == nil && state.alert?.resource == "photos" && state.screenID == "ask")
        #expect(walker.choices(state).first?.label == "Limit Access\u{2026}")
    }

    @Test func iOS16HasNoPickerInPermflowYet() {
        // iOS 14–16's Select Photos… stores limited at once (the issue asks for 17 and later).
        let walker = Self.walker(ios: 16)
        let state = RendererTests.walk(walker, [0, 0])
        #expect(state.alert == nil && state.permissions.state(of: "photos") == .limited)
    }

    @Test func theFlowNamesItsPhotosOrGetsTheLocalesDefaults() {
        let named = Self.walker(device: "device:\n  sample-photos: [Beach, Cake]")
        #expect(named.choices(RendererTests.walk(named, [0, 0])).map(\.label) == ["Beach", "Cake", "Done", "Cancel"])
        let korean = Self.walker(locale: "ko")
        let picker = RendererTests.walk(korean, [0, 0])
        #expect(korean.choices(picker).map(\.label) == ["분홍 꽃", "폭포", "해 질 녘 호수", "노란 꽃", "바위 해안", "빨간 튤립", "완료", "취소"])
    }

    @Test(arguments: [
        ("sample-photos: Beach", "`device.sample-photos` must be a list of captions, not"),
        ("sample-photos: []", "`device.sample-photos` is empty; name at least one photo"),
        ("sample-photos: [' ']", "a photo's caption is blank"),
    ])
    func badSamplePhotosAreReported(_ device: String, _ message: String) {
        let report = Linter().lint(path: "p.yaml", text: Self.flow(device: "device:\n  \(device)"))
        #expect(report.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix(message) }, "\(report.diagnostics.map(\.message))")
    }

    @Test func thePickerStringsAreUnverified() throws {
        for locale in ["en", "ko"] {
            let text = try #require(SystemAlertCatalog.standard.resource("photos")?.alert(locale: locale, ios: 26))
            let picker = try #require(text.picker)
            #expect(picker.items == .photos && !picker.hasConfirmation)
            #expect(picker.strings.count == 5, "no confirmation strings: \(picker.strings.map(\.text))")
            for string in picker.strings { #expect(string.evidence.status != .verified, "\(string.text)") }
        }
    }

    @Test func aLocalePackPhotoPickerMayLeaveOutTheConfirmation() throws {
        let picker = try #require(SystemAlertCatalog.standard.resource("photos")?.alert(locale: "en", ios: 26)?.picker)
        let json = try JSONEncoder().encode(picker)
        let text = try #require(String(data: json, encoding: .utf8))
        #expect(!text.contains("confirmTitle") && text.contains("\"confirms\":false"), "\(text)")
        let again = try JSONDecoder().decode(LimitedPickerText.self, from: json)
        #expect(again == picker && again.items == .photos && !again.hasConfirmation)
    }

    /// Golden frames: the picker in English and Korean on iOS 18, 26 and 27, with two marked.
    @Test(arguments: RendererTests.locales)
    func thePickerFrames(locale: String) {
        for ios in [18, 26, 27] {
            let walker = Self.walker(ios: ios, locale: locale)
            var state = RendererTests.walk(walker, [0, 0])
            state = walker.update(state, .choose(1, .key)).0
            state = walker.update(state, .choose(3, .key)).0
            assertSnapshot(RendererTests.render(state, walker).plainText, named: "picker-photos-\(locale)-ios\(ios)-80x24")
        }
    }
}
