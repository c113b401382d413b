import Testing
@testable import PermflowCore

/// The builders that write iOS's structure once for every locale file (docs/locales.md, "Built-in
/// locale files"): a file gives words with their evidence, a builder lays them out per iOS version.
@Suite struct LocaleBuilderTests {
    private static func choiceWords(addPhotosOnlyBefore17: ChoiceWord? = nil, neverOnPhotos: ChoiceWord? = nil) -> SettingsChoiceWords {
        SettingsChoiceWords(
            notAskedYet: .unverified("Not Asked"), none: .verified("None"), fullAccess: .verified("Full"),
            limitedAccess: .verified("Limited"), addEventsOnly: .verified("Events Only"), addPhotosOnly: .verified("Add Only"),
            never: .verified("Never"), askNextTimeOrWhenIShare: .verified("Ask or Share"), askNextTime: .verified("Ask"),
            whileUsing: .verified("While Using"), always: .verified("Always"), selectedPhotos: .verified("Selected"),
            allPhotos: .verified("All"), readAndWrite: .verified("Read and Write"), on: .verified("On"), off: .verified("Off"),
            deliverQuietly: .verified("Quietly"), allowOnce: .verified("Once"), restricted: .unverified("Restricted"),
            addPhotosOnlyBefore17: addPhotosOnlyBefore17, neverOnPhotos: neverOnPhotos)
    }

    @Test func settingsChoicesStandOnTheVersionsIOSOffersThem() {
        let settings = SettingsWords(choices: Self.choiceWords().table)
        #expect(settings.label(.limited, in: "photos", ios: 17) == "Limited")
        #expect(settings.label(.limited, in: "photos", ios: 16) == "Selected")
        #expect(settings.label(.authorized, in: "photos", ios: 13) == "Read and Write")
        #expect(settings.label(.denied, in: "photos", ios: 13) == "Never")
        #expect(settings.label(.notDetermined, in: "location", ios: 14) == "Ask")
        #expect(settings.label(.allowedOnce, in: "location", ios: 15) == "Ask or Share")
        #expect(settings.label(.authorized, in: "calendar-write", ios: 17) == "Events Only")
        #expect(settings.label(.limited, in: "contacts", ios: 17) == nil)
        #expect(settings.label(.provisional, in: SettingsWords.switchKey, ios: 26) == "Quietly")
    }

    @Test func aWordsEvidenceForOnePlaceChangesOnlyThatPlace() {
        let table = Self.choiceWords(addPhotosOnlyBefore17: .unverified("Add Only"), neverOnPhotos: .weak("Never")).table
        func status(_ key: String, _ state: PermissionState, _ version: Int) -> EvidenceStatus? {
            table[key]?.first { $0.state == state && ($0.ios ?? .all).contains(version) }?.status
        }
        #expect(status("photos", .writeOnly, 17) == .verified)
        #expect(status("photos", .writeOnly, 16) == .unverified)
        #expect(status("photos", .writeOnly, 13) == .unverified)
        #expect(status("photos-add", .authorized, 13) == .verified)
        #expect(status("photos", .denied, 13) == .weak)
        #expect(status("location", .denied, 13) == .verified)
        // Without the place's own word, the word stands there with its own evidence.
        #expect(Self.choiceWords().table["photos"]?.filter { $0.state == .writeOnly }.allSatisfy { $0.status == .verified } == true)
    }

    @Test func anAcceptButtonsErasFollowTheIOSVersion() {
        let eras = AlertEras(
            deny: AlertButton("No", "deny", .verified("d")), ok: AlertButton("OK", "allow", .verified("shown")), allow: "Yes",
            okUnseenSince18: .unverified("unseen"), allowUnseen17: .unverified("17"), allowMeasured26: .weak("26"))
        let camera = eras.allowSince17(title: "T", .weak("t"))
        #expect(camera.map(\.ios) == [IOSRange(from: 26), IOSRange(from: 17, through: 25), IOSRange(through: 16)])
        #expect(camera.map { $0.buttons[1].label } == ["Yes", "Yes", "OK"])
        #expect(camera.map { $0.buttons[1].evidence.status } == [.weak, .unverified, .verified])
        let reminders = eras.allowSince17(title: "T", .weak("t"), outcome: "allow-full", titleSince17: .unverified("t17"))
        #expect(reminders.map { $0.buttons[1].outcome } == ["allow-full", "allow-full", "allow-full"])
        #expect(reminders.map(\.titleEvidence.status) == [.unverified, .unverified, .weak])
        let motion = eras.allowOn26(title: "T", .weak("t"))
        #expect(motion.map(\.ios) == [IOSRange(through: 17), IOSRange(from: 18, through: 25), IOSRange(from: 26)])
        #expect(motion.map { $0.buttons[1].label } == ["OK", "OK", "Yes"])
        #expect(eras.okThrough17(title: "T", .weak("t")).map { $0.buttons[1].evidence.status } == [.verified, .unverified])
    }

    @Test func relabeledSplitsOnlyTheTextThatSpansTheChange() {
        let location = LocationAlertWords(
            title: SystemString("Use?"), allowOnce: SystemString("Once"), whileUsing: SystemString("While Using (new)"),
            precise: PreciseLabels(label: "Precise: ", on: "On", off: "Off", evidence: .unsourced),
            title13: SystemString("Use while using?"), whileUsing13: SystemString("While Using (13)"), allowOnce13: SystemString("Once"))
        let texts = location.texts(deny: AlertButton("No", "deny"))
            .relabeled("allow-while-using", from: 14, through: 17, SystemString("While Using (old)"))
        #expect(texts.map(\.ios) == [IOSRange(from: 18), IOSRange(from: 14, through: 17), IOSRange(through: 13)])
        #expect(texts.map { $0.buttons.first { $0.outcome == "allow-while-using" }?.label }
                == ["While Using (new)", "While Using (old)", "While Using (13)"])
        // iOS 14 put Allow Once first and added Precise; iOS 13's alert has neither.
        #expect(texts.map { $0.buttons.map(\.outcome) } == [
            ["allow-once", "allow-while-using", "deny"], ["allow-once", "allow-while-using", "deny"],
            ["allow-while-using", "allow-once", "deny"],
        ])
        #expect(texts.map { $0.precise != nil } == [true, true, false])
    }
}
