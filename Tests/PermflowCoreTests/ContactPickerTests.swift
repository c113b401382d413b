import Foundation
import Testing
@testable import PermflowCore

/// iOS 18's limited contacts access (the picker after "Select Contacts" and its confirmation),
/// the flow's `device:` samples, and iOS 17's photos counts line.
@Suite struct ContactPickerTests {
    /// A contacts request on `ios`, in `locale`, with `device` lines added at the top level.
    static func flow(ios: Int = 26, locale: String = "en", device: String = "") -> String {
        """
        permflow: 1
        name: Split
        app: Tab
        locale: \(locale)
        ios: \(ios)
        start: home
        \(device)
        screens:
          home:
            kind: app
            title: Home
            actions:
              - label: Friends
                go: ask
          ask:
            kind: alert
            resource: contacts
            purpose: Tab shows your contacts so you can add friends to a shared bill.
            on:
              allow-full: done
              limit: chosen
              deny: done
          chosen:
            kind: app
            title: Chosen
            actions:
              - label: Finish
                go: done
          done:
            kind: end
            title: Done
        """
    }

    static func walker(ios: Int = 26, locale: String = "en", device: String = "") -> Walker {
        Walker(flow: RenderFixtures.parse(flow(ios: ios, locale: locale, device: device)))
    }

    /// Home → the alert → Continue → Select Contacts: the picker, nothing marked.
    static func picker(_ walker: Walker) -> WalkState {
        RendererTests.walk(walker, [0, 1, 0])
    }

    static func step(_ walker: Walker, _ state: WalkState, _ event: WalkEvent) -> (WalkState, StepRecord?) {
        let (next, effects) = walker.update(state, event)
        let record = effects.lazy.compactMap { effect -> StepRecord? in
            if case .stepped(let record) = effect { record } else { nil }
        }.first
        return (next, record)
    }

    // MARK: The walk

    @Test func selectContactsOpensThePickerAndConfirmingStoresLimitedWithTheCount() throws {
        let walker = Self.walker()
        let second = RendererTests.walk(walker, [0, 1])
        #expect(walker.choices(second).map(\.action) == [.picker(.open), .outcome(key: "allow-full")])

        var state = Self.picker(walker)
        let names = ["Anna Haro", "Daniel Higgins", "David Taylor", "Hank Zakroff", "John Appleseed", "Kate Bell"]
        #expect(state.alert?.picker == PickerState())
        #expect(walker.choices(state).map(\.label) == names + ["Continue", "Cancel"])
        #expect(state.permissions.state(of: "contacts") == .notDetermined)
        #expect(walker.isModal(state) == false)

        var record: StepRecord?
        (state, record) = Self.step(walker, state, .choose(0, .digit))
        #expect(record?.choice == "Anna Haro" && record?.outcome == nil && record?.kind == .alert)
        #expect(state.note == "marked Anna Haro (1 selected)" && state.focus == 0)
        (state, _) = Self.step(walker, state, .choose(5, .mouse))
        (state, _) = Self.step(walker, state, .choose(2, .key))
        (state, record) = Self.step(walker, state, .choose(2, .key))
        #expect(record?.notes.map(\.english) == ["unmarked David Taylor (2 selected)"])
        #expect(state.alert?.picker?.selected == [0, 5])

        (state, record) = Self.step(walker, state, .choose(6, .key))
        #expect(record?.choice == "Continue" && state.alert?.picker?.confirming == true)
        #expect(state.note == "the system asks to confirm 2 contacts")
        #expect(walker.choices(state).map(\.label) == ["Allow Selected Contacts", "Not Now"])

        (state, record) = Self.step(walker, state, .press(.key))
        #expect(state.screenID == "chosen" && state.alert == nil)
        #expect(state.permissions.state(of: "contacts") == .limited && state.permissions.limitedCount(of: "contacts") == 2)
        #expect(record?.outcome == "limit" && record?.limited == ["contacts": 2] && record?.permissions == ["contacts": "limited"])
        #expect(record?.notes.first?.english == "contacts is now limited (2 contacts)")
        let entry = try #require(walker.privacyEntries(state).first)
        #expect(entry.stateLabel == "Limited Access (2 contacts)")
    }

    @Test func cancelGoesBackToTheSecondStageAndEscapeCancelsOrGoesBack() {
        let walker = Self.walker()
        var state = Self.picker(walker)
        state = walker.update(state, .choose(1, .key)).0
        // Esc on the confirmation goes back to the picker with the marks kept.
        state = walker.update(state, .choose(6, .key)).0
        var record: StepRecord?
        (state, record) = Self.step(walker, state, .back("Esc"))
        #expect(record?.choice == "Not Now" && state.alert?.picker == PickerState(selected: [1], confirming: false))
        // Esc in the picker is its Cancel: the second stage again, nothing stored.
        (state, record) = Self.step(walker, state, .back("Esc"))
        #expect(record?.choice == "Cancel" && record?.outcome == nil && record?.permissions == [:])
        #expect(state.alert?.picker == nil && state.alert?.secondStage == true && state.screenID == "ask")
        #expect(walker.choices(state).map(\.label) == ["Select Contacts", "Share All 6 Contacts"] && state.focus == 0)
        // Opening it again starts with nothing marked.
        state = walker.update(state, .press(.key)).0
        #expect(state.alert?.picker == PickerState())
    }

    @Test func keysMoveThroughTheListAndLeftDoesNotCancel() throws {
        let walker = Self.walker()
        let state = Self.picker(walker)
        #expect(KeyMap.event(for: .left, in: state, walker: walker) == .focusPrevious)
        #expect(KeyMap.event(for: .down, in: state, walker: walker) == .focusNext)
        #expect(KeyMap.event(for: .escape, in: state, walker: walker) == .back("Esc"))
        #expect(KeyMap.event(for: .character("3"), in: state, walker: walker) == .choose(2, .digit))
        // Space marks the focused contact and the focus stays on it.
        let marked = walker.update(walker.update(state, .focusNext).0, .press(.key)).0
        #expect(marked.alert?.picker?.selected == [1] && marked.focus == 1)
        // A click between the rows does nothing; a click on a row marks it.
        let frame = RendererTests.render(marked, walker)
        #expect(KeyMap.event(forClickAt: 0, row: 0, in: frame, state: marked, walker: walker) == nil)
        let row = try #require(frame.hotspots.first { $0.target == .choice(3) })
        #expect(KeyMap.event(forClickAt: row.column + 4, row: row.row, in: frame, state: marked, walker: walker) == .choose(3, .mouse))
        let done = try #require(frame.hotspots.first { $0.target == .choice(6) })
        #expect(frame.lines[done.row].contains("Continue"))
    }

    @Test func confirmingNothingStoresLimitedWithNoContacts() {
        let walker = Self.walker()
        var state = Self.picker(walker)
        state = walker.update(state, .choose(6, .key)).0
        let frame = RendererTests.render(state, walker)
        #expect(frame.plainText.contains("No contacts selected"))
        state = walker.update(state, .choose(0, .key)).0
        #expect(state.permissions.state(of: "contacts") == .limited && state.permissions.limitedCount(of: "contacts") == 0)
        #expect(walker.privacyEntries(state).first?.stateLabel == "Limited Access (0 contacts)")
    }

    @Test func settingsChangesDropTheCountAndARelaunchKeepsIt() {
        let walker = Self.walker()
        var state = Self.picker(walker)
        for event in [WalkEvent.choose(0, .key), .choose(6, .key), .choose(0, .key)] { state = walker.update(state, event).0 }
        state = walker.update(state, .relaunch).0
        #expect(state.permissions.limitedCount(of: "contacts") == 1)
        state = walker.update(state, .openPrivacy).0
        state = walker.update(state, .privacyCycle(1)).0
        state = walker.update(state, .privacyCycle(-1)).0
        #expect(state.permissions.state(of: "contacts") == .limited && state.permissions.limitedCount(of: "contacts") == nil)
        #expect(walker.privacyEntries(state).first?.stateLabel == "Limited Access")
    }

    @Test func theWordingNoteCoversThePickerStrings() throws {
        let walker = Self.walker()
        let alert = RendererTests.walk(walker, [0])
        #expect(alert.note == "wording unverified for iOS 26: contacts alert (en, unverified)")
        let text = try #require(alert.alert?.text)
        let picker = try #require(text.picker)
        // Every picker string has a source; those no source shows stay unverified (issue 28's
        // evidence raised the confirmation's button and the picker's Continue: ContactsSheetTests).
        for string in picker.strings { #expect(!string.evidence.source.isEmpty, "\(string.text)") }
        #expect(picker.title.evidence.status == .unverified && picker.cancel.evidence.status == .unverified)
        #expect(text.followUp?.first?.label == "Select Contacts")
        let korean = try #require(SystemAlertCatalog.standard.resource("contacts")?.alert(locale: "ko", ios: 18))
        #expect(korean.picker?.title.evidence.status == .unverified && korean.picker?.selected.evidence.status == .unverified)
        // iOS 17 has no second stage and no picker.
        let old = Self.walker(ios: 17)
        #expect(old.choices(RendererTests.walk(old, [0])).map(\.label) == ["Don\u{2019}t Allow", "OK"])
    }

    @Test func theSecondStageHasItsOwnTitleAndNoMessage() {
        let walker = Self.walker()
        let second = RendererTests.walk(walker, [0, 1])
        #expect(walker.alertTitle(second) == "How do you want to share contacts?")
        #expect(second.alert?.text.followUpMessage == nil)
        #expect(walker.alertTitle(RendererTests.walk(walker, [0])) == "\u{201C}Tab\u{201D} would like to access your Contacts.")
    }

    @Test func aReloadKeepsThePickerAndDropsMarksPastTheNewList() throws {
        let walker = Self.walker(device: "device:\n  contacts: [Ann, Bo, Cy]")
        var state = Self.picker(walker)
        state = walker.update(state, .choose(2, .key)).0
        state = walker.update(state, .choose(0, .key)).0
        let edited = RenderFixtures.parse(Self.flow(device: "device:\n  contacts: [Ann, Bo]"))
        let reload = walker.reload(flow: edited, state: state)
        #expect(reload.state.alert?.picker?.selected == [0])
        #expect(reload.walker.choices(reload.state).map(\.label) == ["Ann", "Bo", "Continue", "Cancel"])
    }

    // MARK: The flow's samples

    @Test func theFlowNamesItsContactsOrGetsTheLocalesDefaults() {
        let named = Self.walker(device: "device:\n  contacts:\n    - Minji\n    - \"Ji-woo Lee\"")
        #expect(named.choices(Self.picker(named)).map(\.label) == ["Minji", "Ji-woo Lee", "Continue", "Cancel"])
        let korean = Self.walker(locale: "ko")
        #expect(korean.choices(Self.picker(korean)).map(\.label)
                == ["김민준", "이서연", "박지호", "최수아", "정도윤", "강하은", "계속", "취소"])
    }

    static func diagnostics(_ device: String) -> [Diagnostic] {
        FlowParser().parse(path: "t.yaml", text: flow(device: device)).diagnostics
    }

    @Test func deviceErrorsAreReportedWhereTheyAre() {
        let many = (1...51).map { "    - P\($0)" }.joined(separator: "\n")
        let tooMany = Self.diagnostics("device:\n  contacts:\n" + many)
        #expect(tooMany.map(\.message) == ["`device.contacts` lists 51 names; the picker takes at most 50"])
        // Line 7 is `device:`; the 51st name is on line 59, after `- `.
        #expect(tooMany.first.map { "\($0.location)" } == "59:7")

        let blank = Self.diagnostics("device:\n  contacts: [Ann, \" \"]")
        #expect(blank.map(\.message) == ["a contact's name is blank"] && blank.first.map { "\($0.location)" } == "8:19")
        let long = Self.diagnostics("device:\n  contacts: [\(String(repeating: "x", count: 61))]")
        #expect(long.map(\.message) == ["a contact's name is 61 characters long; at most 60"])
        let empty = Self.diagnostics("device:\n  contacts: []")
        #expect(empty.map(\.message) == ["`device.contacts` is empty; name at least one contact"])
        let scalar = Self.diagnostics("device:\n  contacts: Ann")
        #expect(scalar.map(\.message) == ["`device.contacts` must be a list of names, not text"])

        let counts = Self.diagnostics("device:\n  photos: -1\n  videos: 10000001")
        #expect(counts.map(\.message) == ["`device.photos` is -1; it must be between 0 and 10,000,000",
                                          "`device.videos` is 10000001; it must be between 0 and 10,000,000"])
        #expect(counts.map { "\($0.location)" } == ["8:11", "9:11"])
        let huge = Self.diagnostics("device:\n  photos: 99999999999999999999999")
        #expect(huge.map(\.ruleID) == [ParseRuleID.type])
        let typo = Self.diagnostics("device:\n  photo: 3")
        #expect(typo.first?.message == "unknown key 'photo' in `device`; did you mean 'photos'?")
        #expect(Self.diagnostics("device: [1]").map(\.message)
                == ["`device` must be a mapping with `contacts`, `photos`, `videos`, `sample-photos`, `tracking-requests` or `country`, not a list"])
        #expect(Self.diagnostics("device:\n  contacts: [Ann]\n  photos: 0\n  videos: 10000000").isEmpty)
    }

    @Test func unsafeContactNamesAreReportedByTheUnsafeTextRule() throws {
        let yaml = Self.flow(device: "device:\n  contacts: [\"Ann\\u202Eevil\"]")
        let report = Linter().lint(path: "t.yaml", text: yaml)
        let finding = try #require(report.diagnostics.first { $0.ruleID == "flow-unsafe-text" })
        #expect(finding.message.hasPrefix("a `device` contact contains"))
    }

    // MARK: Photos on iOS 17 and later

    static func photos(ios: Int, locale: String = "en", device: String = "") -> Walker {
        let yaml = RenderFixtures.alertFlow("photos", locale: locale, ios: ios)
            .replacingOccurrences(of: "start: home", with: "start: home\n\(device)")
        return Walker(flow: RenderFixtures.parse(yaml))
    }

    @Test func thePhotosAlertStatesTheLibraryCountsFromIOS17() {
        let defaults = Self.photos(ios: 26)
        let alert = RendererTests.walk(defaults, [0])
        #expect(defaults.alertDetail(alert) == "Full access shares 1,284 photos and 57 videos, with their location data and captions.")
        let named = Self.photos(ios: 17, device: "device:\n  photos: 1\n  videos: 0")
        #expect(named.alertDetail(RendererTests.walk(named, [0])) == "Full access shares 1 photo and 0 videos, with their location data and captions.")
        let korean = Self.photos(ios: 18, locale: "ko", device: "device:\n  photos: 2480\n  videos: 112")
        #expect(korean.alertDetail(RendererTests.walk(korean, [0])) == "전체 접근을 허용하면 사진 2,480장과 비디오 112개가 위치 데이터 및 캡션과 함께 공유됩니다.")
        let old = Self.photos(ios: 16)
        #expect(old.alertDetail(RendererTests.walk(old, [0])) == nil)
        let frame = RendererTests.render(alert, defaults)
        #expect(frame.plainText.contains("1,284 photos"))
        // The counts line is text no source shows: the walk says the alert's wording is unverified.
        #expect(alert.note == "wording unverified for iOS 26: photos alert (en, unverified)")
    }

    // MARK: Pictures

    @Test(arguments: RendererTests.locales, [18, 26])
    func pickerSnapshots(locale: String, ios: Int) {
        let walker = Self.walker(ios: ios, locale: locale)
        var state = Self.picker(walker)
        state = walker.update(state, .choose(0, .key)).0
        state = walker.update(state, .choose(2, .key)).0
        let picker = RendererTests.render(state, walker)
        #expect(picker.modal == false)
        assertSnapshot(picker.plainText, named: "picker-contacts-\(locale)-ios\(ios)-80x24")
        state = walker.update(state, .choose(6, .key)).0
        for (width, height) in RendererTests.sizes {
            let frame = RendererTests.render(state, walker, width: width, height: height)
            assertSnapshot(frame.plainText, named: "picker-contacts-confirm-\(locale)-ios\(ios)-\(width)x\(height)")
        }
    }

    @Test func aLongListScrollsWithTheFocus() {
        let names = (1...30).map { "Person \($0)" }.joined(separator: ", ")
        let walker = Self.walker(device: "device:\n  contacts: [\(names)]")
        var state = Self.picker(walker)
        for _ in 0..<24 { state = walker.update(state, .focusNext).0 }
        let frame = RendererTests.render(state, walker, width: 50, height: 20)
        #expect(frame.plainText.contains("\u{25B8}\u{25CB} Person 25"))
        #expect(!frame.lines.contains { $0.contains("Person 1 ") })
        assertSnapshot(frame.plainText, named: "picker-contacts-scrolled-en-50x20")
    }
}

/// A locale pack's contacts text: its own second-stage words with the pack's evidence, and the
/// English picker when it gives none.
@Suite struct ContactPickerPackTests {
    @Test func aPackTextWithoutAPickerKeepsTheEnglishOne() throws {
        let json = """
        {"locale": "ko", "ios": {"from": 18}, "title": "‘%@’ 테스트", "status": "verified", "source": "our iPhone",
         "buttons": [{"label": "허용 안 함", "outcome": "deny"}, {"label": "계속"}],
         "followUp": [{"label": "연락처 고르기", "outcome": "limit"}, {"label": "전체 허용", "outcome": "allow-full"}],
         "followUpTitle": "연락처 공유", "followUpMessage": {"text": "나중에 바꿀 수 있습니다.", "status": "weak", "source": "a mock"}}
        """
        let text = try JSONDecoder().decode(AlertText.self, from: Data(json.utf8))
        #expect(text.followUpTitle == SystemString("연락처 공유", .verified("our iPhone")))
        #expect(text.followUpMessage?.evidence == Evidence(status: .weak, source: "a mock"))
        #expect(text.picker == nil && text.libraryCounts == nil)
        var catalog = SystemAlertCatalog.standard
        catalog.add(alerts: ["contacts": [text]])
        let walker = Walker(flow: RenderFixtures.parse(ContactPickerTests.flow(ios: 18, locale: "ko")), catalog: catalog)
        let state = RendererTests.walk(walker, [0, 1, 0])
        #expect(state.alert?.picker == PickerState())
        #expect(walker.choices(state).suffix(2).map(\.label) == ["Continue", "Cancel"])
        let encoded = try JSONEncoder().encode(text)
        #expect(try JSONDecoder().decode(AlertText.self, from: encoded).followUpMessage == text.followUpMessage)
    }
}

/// One reading of a locale's language for every fallback: `ko_KR` is as Korean as `ko-KR`.
@Suite struct LocaleLanguageTests {
    @Test func everyFallbackReadsTheSameLanguage() {
        let catalog = SystemAlertCatalog.standard
        for tag in ["ko", "ko-KR", "ko_KR", "ko-Kore-KR"] {
            #expect(LocaleLanguage.of(tag) == "ko")
            #expect(catalog.defaultContacts(locale: tag) == catalog.defaultContacts(locale: "ko"), "\(tag)")
            let first = HealthSheet.types.first?.id ?? ""
            #expect(catalog.healthTypeName(first, locale: tag) == catalog.healthTypeName(first, locale: "ko"), "\(tag)")
            #expect(catalog.healthSheet(locale: tag, ios: 26)?.locale == "ko", "\(tag)")
        }
        #expect(catalog.defaultContacts(locale: "en_GB") == catalog.defaultContacts(locale: "en"))
        #expect(catalog.defaultContacts(locale: "ko") != catalog.defaultContacts(locale: "en"))
        #expect(LocaleLanguage.of("") == "" && LocaleLanguage.of("zh-Hans") == "zh")
    }
}

/// The picker's grant in a transcript: recorded with its count, read back by review, replay and
/// verify; a transcript written before the field reads as before.
@Suite struct ContactPickerTranscriptTests {
    @Test func theCountIsRecordedReviewedReplayedAndVerified() throws {
        let report = try TranscriptFixture.lint("contacts")
        let flow = try #require(report.flow)
        let walker = Walker(flow: flow)
        let flowPath = WalkFixture.root.appendingPathComponent("flows/contacts.yaml").path
        // Split with friends, Next, Continue, Select Contacts, mark the 1st and 3rd, Continue, Allow.
        let walk = try walker.run(script: "1,1,2,1,1,3,7,1")
        let lines = try TranscriptFixture.record(walk, walker: walker, flowPath: flowPath, options: TranscriptFixture.options(report))
        let transcript = try lines.transcript()
        let granted = try #require(transcript.steps.last)
        #expect(granted.outcome == "limit" && granted.limited == ["contacts": 2] && granted.stateText("contacts") == "limited (2 contacts)")
        #expect(transcript.steps.dropLast().allSatisfy { $0.limited == nil })

        let review = TranscriptReview(transcript: transcript, flowPath: flowPath, flowStatus: .unchanged, currentDiagnostics: nil)
        #expect(review.markdown().contains("contacts: limited (2 contacts)"))
        // The summary has one row for the request, its answer and the count; the first stage,
        // the picker's marks and its Continue are steps, not answers.
        let rows = review.resourceRows.filter { $0.resource == "contacts" && $0.what.hasPrefix("asked") }
        #expect(rows.map(\.what) == ["asked; answered \u{201C}Allow Selected Contacts\u{201D} (limit)"] && rows.map(\.state) == ["limited (2 contacts)"], "\(rows)")
        // A walk that stopped in the picker keeps its first unanswered step as the row.
        let stopped = try lines.lines.prefix { !$0.contains("\"choice\":\"Allow Selected Contacts\"") }.joined(separator: "\n") + "\n"
        let cut = try TranscriptReader.parse(data: Data(stopped.utf8), path: "cut.jsonl")
        let cutRows = TranscriptReview(transcript: cut, flowPath: flowPath, flowStatus: .unchanged, currentDiagnostics: nil)
            .resourceRows.filter { $0.resource == "contacts" && $0.what.hasPrefix("asked") }
        #expect(cutRows.map(\.what) == ["asked; answered \u{201C}Continue\u{201D} (first stage)"], "\(cutRows)")
        let captions = TranscriptPlayback(transcript).shots.map(\.caption)
        #expect(captions.contains { $0.hasSuffix("chose \u{201C}Allow Selected Contacts\u{201D} by digit \u{2192} chosen-friends \u{00B7} contacts limited (2 contacts)") },
                "\(captions)")
        let verification = transcript.verified(against: flow, report, flowPath: flowPath)
        #expect(verification.holds && verification.notes.isEmpty, "\(verification.drifts.map(\.message)) \(verification.notes)")

        // The same line without `limited`, as permflow wrote it before: it reads, with no count.
        let old = lines.lines.map { $0.replacingOccurrences(of: ",\"limited\":{\"contacts\":2}", with: "") }
        #expect(old != lines.lines)
        let reread = try TranscriptReader.parse(data: Data(old.map { $0 + "\n" }.joined().utf8), path: "old.jsonl")
        #expect(reread.steps.last?.limited == nil && reread.steps.last?.stateText("contacts") == "limited")
        // Empty maps (hand-written) say nothing: no drift, no note, no empty Health line.
        let empty = lines.lines.map { line in
            line.contains("\"limited\"") ? line : line.replacingOccurrences(of: "\"permissions\":{", with: "\"limited\":{},\"health\":{},\"permissions\":{")
        }
        #expect(empty.filter { $0.contains("\"limited\":{}") }.count == transcript.steps.count - 1)
        let emptied = try TranscriptReader.parse(data: Data(empty.map { $0 + "\n" }.joined().utf8), path: "empty.jsonl")
        #expect(emptied.steps.dropLast().allSatisfy { $0.limited == nil && $0.health == nil })
        let stillHolds = emptied.verified(against: flow, report, sha: transcript.header.flow.sha256, flowPath: flowPath)
        #expect(stillHolds.holds && stillHolds.notes.isEmpty, "\(stillHolds.drifts.map(\.message)) \(stillHolds.notes)")
        // A count outside its bound is refused with the field's name.
        let hostile = lines.lines.map { $0.replacingOccurrences(of: "\"limited\":{\"contacts\":2}", with: "\"limited\":{\"contacts\":-1}") }
        #expect(throws: TranscriptReadError.self) {
            try TranscriptReader.parse(data: Data(hostile.map { $0 + "\n" }.joined().utf8), path: "bad.jsonl")
        }
    }
}
