// The iOS standard permission alerts, as data: one entry per resource, text per locale and
// iOS version, each string with its evidence (status and sources). Sources: the tags S1… and
// ids of shared/research/ios-permission-alerts.md, summarised in docs/ios-versions.md. A
// string no source shows is `unverified` with the reason; a locale pack can correct any of it.

// Shared with the entries in `SystemAlertTable+Newer.swift`.
let dontAllowEN = "Don\u{2019}t Allow"
let dontAllowKO = "허용 안 함"
private let dontAllowENEvidence = Evidence.verified("S7 (Core Location strings), S1, S21")
private let dontAllowKOEvidence = Evidence.verified("S5, S6, S15, S16")
private let allowKOEvidence = Evidence.verified("S5, S15, S16, S2")
/// "OK" on the TCC alerts: seen on old iOS only.
private let okOld = Evidence.verified("S5, S6 (iOS 8\u{2013}12; 17.0.2 still showed OK on camera, S8)")
private let okNew = Evidence.unverified("no source shows this label on iOS 18 or 26 (camera and microphone became Allow in iOS 17, S8)")
/// Korean "OK" on TCC alerts is 승인, not 확인 (S5, S6); no source shows it after iOS 12.
private let seunginOld = Evidence.weak("S5, S6 show 승인 on iOS 8\u{2013}12; none on 13\u{2013}17")
private let seunginNew = Evidence.unverified("no source shows the Korean label on iOS 18 or 26")
private let dontAllowButton = AlertButton(dontAllowEN, "deny", dontAllowENEvidence)

/// A two-button TCC alert: "OK" up to iOS 17 as old sources show, unverified from 18, unless
/// `allow26` says iOS 26 shows "Allow" (with its evidence).
func twoButton(en titleEN: String, _ titleENEvidence: Evidence, ko titleKO: String, _ titleKOEvidence: Evidence,
                       ok: Evidence = okOld, okKO: Evidence = seunginOld, allow26: Evidence? = nil) -> [AlertText] {
    func en(_ ios: IOSRange, _ label: String, _ evidence: Evidence) -> AlertText {
        AlertText(locale: "en", ios: ios, title: titleEN, titleENEvidence, buttons: [dontAllowButton, AlertButton(label, "allow", evidence)])
    }
    func ko(_ ios: IOSRange, _ label: String, _ evidence: Evidence) -> AlertText {
        AlertText(locale: "ko", ios: ios, title: titleKO, titleKOEvidence,
                  buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence), AlertButton(label, "allow", evidence)])
    }
    guard let allow26 else {
        return [en(IOSRange(through: 17), "OK", ok), en(IOSRange(from: 18), "OK", okNew),
                ko(IOSRange(through: 17), "승인", okKO), ko(IOSRange(from: 18), "승인", seunginNew)]
    }
    return [en(IOSRange(through: 17), "OK", ok), en(IOSRange(from: 18, through: 25), "OK", okNew), en(IOSRange(from: 26), "Allow", allow26),
            ko(IOSRange(through: 17), "승인", okKO), ko(IOSRange(from: 18, through: 25), "승인", seunginNew),
            ko(IOSRange(from: 26), "허용", Evidence.weak("허용 as other alerts' Allow; S14 shows Allow in English only"))]
}

/// Camera and microphone: "OK" became "Allow" within iOS 17 (17.0.2 "OK", 17.6 "Allow", S8);
/// one major version cannot tell them apart, and "Allow" fits most of iOS 17.
private func cameraLike(en titleEN: String, ko titleKO: String, titleEvidence: Evidence, koTitleEvidence: Evidence) -> [AlertText] {
    [
        AlertText(locale: "en", ios: IOSRange(from: 17), title: titleEN, titleEvidence,
                  buttons: [dontAllowButton, AlertButton("Allow", "allow", .verified("S8 (17.6, both alerts)"))]),
        AlertText(locale: "en", ios: IOSRange(through: 16), title: titleEN, titleEvidence,
                  buttons: [dontAllowButton, AlertButton("OK", "allow", okOld)]),
        AlertText(locale: "ko", ios: IOSRange(from: 17), title: titleKO, koTitleEvidence,
                  buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence), AlertButton("허용", "allow", .verified("S16 (camera)"))]),
        AlertText(locale: "ko", ios: IOSRange(through: 16), title: titleKO, koTitleEvidence,
                  buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence), AlertButton("승인", "allow", seunginOld)]),
    ]
}

// iOS 18 contacts after Continue: the second stage's title and message, the picker "Select
// Contacts" opens and its confirmation. S9 (WWDC24 10121, TechCrunch) shows that they exist and
// what they do, not their words: every string here is permflow's guess (✗).
private let stageTwoEN = Evidence.unverified("S9 names the second prompt's buttons, not its title")
private let stageTwoKO = Evidence.unverified("no Korean source for iOS 18's contacts stages")
private let pickerEN = Evidence.unverified("S9 shows a contact picker, not its words")
private let confirmEN = Evidence.unverified("S9 shows a confirmation listing the chosen contacts, not its words")
private let pickerKO = Evidence.unverified("no Korean source for iOS 18's contact picker")

private let contactPickerEN = LimitedPickerText(
    title: SystemString("Select Contacts", .unverified("the second stage's button (S9); the picker's own title \u{2717}")),
    cancel: SystemString("Cancel", pickerEN), done: SystemString("Continue", pickerEN),
    selected: SystemString("{count} Selected", pickerEN),
    confirmTitle: SystemString("Allow \u{201C}%@\u{201D} to Access These Contacts?", confirmEN),
    noneChosen: SystemString("No contacts selected", confirmEN),
    confirm: SystemString("Allow", confirmEN), back: SystemString("Back", confirmEN),
    count: CountText(one: "{count} contact", other: "{count} contacts", .unverified("Settings' words for a limited grant \u{2717}")))

private let contactPickerKO = LimitedPickerText(
    title: SystemString("연락처 선택", pickerKO), cancel: SystemString("취소", pickerKO), done: SystemString("계속", pickerKO),
    selected: SystemString("{count}개 선택됨", pickerKO),
    confirmTitle: SystemString("\u{2018}%@\u{2019} 앱이 이 연락처에 접근하도록 허용하겠습니까?", pickerKO),
    noneChosen: SystemString("선택한 연락처 없음", pickerKO),
    confirm: SystemString("허용", pickerKO), back: SystemString("뒤로", pickerKO),
    count: CountText(one: "연락처 {count}개", other: "연락처 {count}개", pickerKO))

// iOS 17+ photos: the alert says what full access shares, the library's photo and video counts
// with their location data and captions (S10, ✔); its words are permflow's (✗).
private let countsEN = Evidence.unverified("S10 says the alert shows the photo and video counts and that location data and captions are shared; its words \u{2717}")
private let countsKO = Evidence.unverified("no Korean source for the iOS 17 photos alert's counts")

private let libraryCountsEN = LibraryCountsText(
    sentence: SystemString("Full access shares {photos} and {videos}, with their location data and captions.", countsEN),
    photos: CountText(one: "{count} photo", other: "{count} photos", countsEN),
    videos: CountText(one: "{count} video", other: "{count} videos", countsEN))

private let libraryCountsKO = LibraryCountsText(
    sentence: SystemString("전체 접근을 허용하면 {photos}과 {videos}가 위치 데이터 및 캡션과 함께 공유됩니다.", countsKO),
    photos: CountText(one: "사진 {count}장", other: "사진 {count}장", countsKO),
    videos: CountText(one: "비디오 {count}개", other: "비디오 {count}개", countsKO))

let allowDeny = [OutcomeSpec("allow", .authorized), OutcomeSpec("deny", .denied)]

/// `restricted` (Screen Time, parental controls, a device profile), for the resources whose
/// authorization-status API has it (AVFoundation, Photos, Contacts, EventKit, Core Location, App
/// Tracking Transparency, Core Bluetooth, Core Motion, Speech, MediaPlayer, HomeKit).
/// Notifications, local network, Face ID and Health report no such state.
let restrictable = [StateSpec(.restricted)]

// Settings' words for the access lists (Settings > Privacy > Photos, Contacts, Calendars). EN as
// iOS words them; KO unconfirmed by a public source. The order is the panel's cycling order.
private func notAsked(_ ios: IOSRange) -> SettingsChoice {
    // iOS lists an app only once it asked: permflow's words for the simulated reset.
    SettingsChoice(.notDetermined, en: "Not Asked Yet", ko: "아직 묻지 않음", unverified: ["en", "ko"], ios: ios)
}

private let photosSettings: [SettingsChoice] = [
    notAsked(IOSRange(from: 17)),
    SettingsChoice(.authorized, en: "Full Access", ko: "전체 접근", unverified: ["ko"], ios: IOSRange(from: 17)),
    SettingsChoice(.limited, en: "Limited Access", ko: "제한된 접근", unverified: ["ko"], ios: IOSRange(from: 17)),
    SettingsChoice(.denied, en: "None", ko: "없음", unverified: ["ko"], ios: IOSRange(from: 17)),
    notAsked(IOSRange(from: 14, through: 16)),
    SettingsChoice(.authorized, en: "All Photos", ko: "모든 사진", unverified: ["ko"], ios: IOSRange(from: 14, through: 16)),
    SettingsChoice(.limited, en: "Selected Photos", ko: "선택된 사진", unverified: ["ko"], ios: IOSRange(from: 14, through: 16)),
    SettingsChoice(.denied, en: "None", ko: "없음", unverified: ["ko"], ios: IOSRange(from: 14, through: 16)),
    notAsked(IOSRange(through: 13)),
    SettingsChoice(.authorized, en: "Read and Write", ko: "읽기 및 쓰기", unverified: ["ko"], ios: IOSRange(through: 13)),
    SettingsChoice(.denied, en: "Never", ko: "안 함", unverified: ["ko"], ios: IOSRange(through: 13)),
]

private let contactsSettings: [SettingsChoice] = [
    notAsked(IOSRange(from: 18)),
    SettingsChoice(.authorized, en: "Full Access", ko: "전체 접근", unverified: ["ko"], ios: IOSRange(from: 18)),
    SettingsChoice(.limited, en: "Limited Access", ko: "제한된 접근", unverified: ["ko"], ios: IOSRange(from: 18)),
    SettingsChoice(.denied, en: "None", ko: "없음", unverified: ["ko"], ios: IOSRange(from: 18)),
]

private let calendarSettings: [SettingsChoice] = [
    notAsked(IOSRange(from: 17)),
    SettingsChoice(.authorized, en: "Full Access", ko: "전체 접근", unverified: ["ko"], ios: IOSRange(from: 17)),
    SettingsChoice(.denied, en: "None", ko: "없음", unverified: ["ko"], ios: IOSRange(from: 17)),
]

private func addOnlySettings(en: String, ko: String, ios: IOSRange) -> [SettingsChoice] {
    [notAsked(ios), SettingsChoice(.authorized, en: en, ko: ko, unverified: ["ko"], ios: ios),
     SettingsChoice(.denied, en: "None", ko: "없음", unverified: ["ko"], ios: ios)]
}

extension SystemAlertCatalog {
    /// The resources permflow knows: those of shared/system-alerts.md in its order, then the
    /// ones added since (`newerResources`).
    public static let builtInResources: [ResourceInfo] = tableResources + newerResources

    private static let tableResources: [ResourceInfo] = [
        ResourceInfo(
            id: "camera", displayName: "camera",
            settingsName: ["en": "Camera", "ko": "카메라"],
            plistKeys: [PlistKey("NSCameraUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: cameraLike(en: "\u{201C}%@\u{201D} Would Like to Access the Camera", ko: "\u{2018}%@\u{2019}이(가) 카메라에 접근하려고 합니다",
                               titleEvidence: .verified("S5, S6"), koTitleEvidence: .verified("S5, S6"))),
        ResourceInfo(
            id: "microphone", displayName: "microphone",
            settingsName: ["en": "Microphone", "ko": "마이크"],
            plistKeys: [PlistKey("NSMicrophoneUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: cameraLike(en: "\u{201C}%@\u{201D} Would Like to Access the Microphone", ko: "\u{2018}%@\u{2019}이(가) 마이크에 접근하려고 합니다.",
                               titleEvidence: .verified("S5"), koTitleEvidence: .verified("S5"))),
        ResourceInfo(
            id: "photos", displayName: "photos",
            settingsName: ["en": "Photos", "ko": "사진"],
            plistKeys: [PlistKey("NSPhotoLibraryUsageDescription")],
            outcomes: [OutcomeSpec("allow-full", .authorized), OutcomeSpec("limit", .limited, ios: IOSRange(from: 14)), OutcomeSpec("deny", .denied)],
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 17), title: "\u{201C}%@\u{201D} Would Like to Access Your Photos", .verified("S5, S1"),
                          buttons: [AlertButton("Limit Access\u{2026}", "limit", .verified("S10, S16")),
                                    AlertButton("Allow Full Access", "allow-full", .verified("S10, S16")), dontAllowButton],
                          libraryCounts: libraryCountsEN),
                AlertText(locale: "en", ios: IOSRange(from: 14, through: 16), title: "\u{201C}%@\u{201D} Would Like to Access Your Photos", .verified("S5, S1"),
                          buttons: [AlertButton("Select Photos\u{2026}", "limit", .verified("S1 (its alt-text omits the \u{2026})")),
                                    AlertButton("Allow Access to All Photos", "allow-full", .verified("S1")), dontAllowButton]),
                AlertText(locale: "en", ios: IOSRange(through: 13), title: "\u{201C}%@\u{201D} Would Like to Access Your Photos", .verified("S5, S1"),
                          buttons: [dontAllowButton, AlertButton("OK", "allow-full", okOld)]),
                AlertText(locale: "ko", ios: IOSRange(from: 17), title: "\u{2018}%@\u{2019}이(가) 사용자의 사진에 접근하려고 합니다", .verified("S5, S6"),
                          buttons: [AlertButton("접근 제한\u{2026}", "limit", .verified("S16; id 69358441622")),
                                    AlertButton("전체 접근 허용", "allow-full", .verified("S16")),
                                    AlertButton(dontAllowKO, "deny", dontAllowKOEvidence)],
                          libraryCounts: libraryCountsKO),
                AlertText(locale: "ko", ios: IOSRange(from: 14, through: 16), title: "\u{2018}%@\u{2019}이(가) 사용자의 사진에 접근하려고 합니다", .verified("S5, S6"),
                          buttons: [AlertButton("사진 선택\u{2026}", "limit", .weak("S2 shows 사진 선택 without \u{2026}; the \u{2026} from English and an imitation, id 55679015546")),
                                    AlertButton("모든 사진에 대한 접근 허용", "allow-full", .verified("S2")),
                                    AlertButton(dontAllowKO, "deny", dontAllowKOEvidence)]),
                AlertText(locale: "ko", ios: IOSRange(through: 13), title: "\u{2018}%@\u{2019}이(가) 사용자의 사진에 접근하려고 합니다", .verified("S5, S6"),
                          buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence), AlertButton("승인", "allow-full", seunginOld)]),
            ],
            settings: photosSettings),
        ResourceInfo(
            id: "photos-add", displayName: "photo library (add only)",
            settingsName: ["en": "Photos (Add Only)", "ko": "사진 (추가만)"],
            plistKeys: [PlistKey("NSPhotoLibraryAddUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton(en: "\u{201C}%@\u{201D} Would Like to Add to your Photos", .verified("S5"),
                              ko: "\u{2018}%@\u{2019}이(가) 사용자의 사진에 추가하려고 합니다", .verified("S5")),
            settings: addOnlySettings(en: "Add Photos Only", ko: "사진 추가만", ios: .all)),
        ResourceInfo(
            id: "contacts", displayName: "contacts",
            settingsName: ["en": "Contacts", "ko": "연락처"],
            plistKeys: [PlistKey("NSContactsUsageDescription")],
            outcomes: [OutcomeSpec("allow-full", .authorized), OutcomeSpec("limit", .limited, ios: IOSRange(from: 18)), OutcomeSpec("deny", .denied)],
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 18), title: "\u{201C}%@\u{201D} Would Like to Access Your Contacts", .verified("S5, S1"),
                          buttons: [dontAllowButton, AlertButton("Continue", nil, .verified("S9"))],
                          followUp: [AlertButton("Select Contacts", "limit", .verified("S9 (no \u{2026}; an ellipsis \u{2717})")),
                                     AlertButton("Allow Full Access", "allow-full", .verified("S9"))],
                          followUpTitle: SystemString("Share Your Contacts with \u{201C}%@\u{201D}?", stageTwoEN),
                          followUpMessage: SystemString("Choose which contacts to share. You can add more later.",
                                                        .unverified("S9 says the second prompt stresses that the choice is not final; its words \u{2717}")),
                          picker: contactPickerEN),
                AlertText(locale: "en", ios: IOSRange(through: 17), title: "\u{201C}%@\u{201D} Would Like to Access Your Contacts", .verified("S5, S1"),
                          buttons: [dontAllowButton, AlertButton("OK", "allow-full", .weak("S6 (iOS 8\u{2013}11); the HIG screenshot shows Allow, version unknown (S1)"))]),
                AlertText(locale: "ko", ios: IOSRange(from: 18), title: "\u{2018}%@\u{2019}이(가) 사용자의 연락처에 접근하려고 합니다.", .verified("S15 (recent, with the period)"),
                          buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence),
                                    AlertButton("계속", nil, .unverified("no Korean source for iOS 18's contacts stages"))],
                          followUp: [AlertButton("연락처 선택", "limit", .unverified("no Korean source for iOS 18's contacts stages")),
                                     AlertButton("전체 접근 허용", "allow-full", .unverified("no Korean source for iOS 18's contacts stages"))],
                          followUpTitle: SystemString("\u{2018}%@\u{2019} 앱과 연락처를 공유하겠습니까?", stageTwoKO),
                          followUpMessage: SystemString("공유할 연락처를 선택하십시오. 나중에 더 추가할 수 있습니다.", stageTwoKO),
                          picker: contactPickerKO),
                AlertText(locale: "ko", ios: IOSRange(through: 17), title: "\u{2018}%@\u{2019}이(가) 사용자의 연락처에 접근하려고 합니다", .verified("S5"),
                          buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence), AlertButton("승인", "allow-full", seunginOld)]),
            ],
            settings: contactsSettings),
        ResourceInfo(
            id: "calendar", displayName: "calendar",
            settingsName: ["en": "Calendars", "ko": "캘린더"],
            plistKeys: [PlistKey("NSCalendarsFullAccessUsageDescription", ios: IOSRange(from: 17)),
                        PlistKey("NSCalendarsUsageDescription", ios: IOSRange(through: 16))],
            outcomes: [OutcomeSpec("allow-full", .authorized), OutcomeSpec("deny", .denied)],
            otherStates: [StateSpec(.restricted), StateSpec(.writeOnly, ios: IOSRange(from: 17))],
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 17), title: "\u{201C}%@\u{201D} Would Like Full Access to Your Calendar",
                          .weak("macOS READMEs and one iOS imitation, id 70130832919"),
                          buttons: [dontAllowButton, AlertButton("Allow Full Access", "allow-full", .weak("as the title"))]),
                AlertText(locale: "en", ios: IOSRange(through: 16), title: "\u{201C}%@\u{201D} Would Like to Access Your Calendar", .verified("S5"),
                          buttons: [dontAllowButton, AlertButton("OK", "allow-full", okOld)]),
                AlertText(locale: "ko", ios: IOSRange(from: 17), title: "\u{2018}%@\u{2019}이(가) 사용자의 캘린더에 접근하려고 합니다",
                          .unverified("the iOS \u{2264} 16 title; no Korean source for iOS 17's full-access wording"),
                          buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence),
                                    AlertButton("전체 접근 허용", "allow-full", .weak("S16 shows it on the photos alert"))]),
                AlertText(locale: "ko", ios: IOSRange(through: 16), title: "\u{2018}%@\u{2019}이(가) 사용자의 캘린더에 접근하려고 합니다", .verified("S5, S6"),
                          buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence), AlertButton("승인", "allow-full", seunginOld)]),
            ],
            settings: calendarSettings),
        ResourceInfo(
            id: "calendar-write", displayName: "calendar (add events only)",
            settingsName: ["en": "Calendars (Add Events Only)", "ko": "캘린더 (이벤트 추가만)"],
            plistKeys: [PlistKey("NSCalendarsWriteOnlyAccessUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", title: "\u{201C}%@\u{201D} Would Like to Add Events to Your Calendar",
                          .unverified("imitations only; macOS's TCC string reads \u{201C}would like to add to your Calendar.\u{201D}"),
                          buttons: [dontAllowButton, AlertButton("Allow", "allow", .unverified("no source"))]),
                AlertText(locale: "ko", title: "\u{2018}%@\u{2019}이(가) 사용자의 캘린더에 이벤트를 추가하려고 합니다", .unverified("no source"),
                          buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence), AlertButton("허용", "allow", .unverified("no source"))]),
            ],
            settings: addOnlySettings(en: "Add Events Only", ko: "이벤트 추가만", ios: IOSRange(from: 17))),
        ResourceInfo(
            id: "reminders", displayName: "reminders",
            settingsName: ["en": "Reminders", "ko": "미리 알림"],
            plistKeys: [PlistKey("NSRemindersFullAccessUsageDescription", ios: IOSRange(from: 17)),
                        PlistKey("NSRemindersUsageDescription", ios: IOSRange(through: 16))],
            outcomes: [OutcomeSpec("allow-full", .authorized), OutcomeSpec("deny", .denied)],
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 17), title: "\u{201C}%@\u{201D} Would Like Full Access to Your Reminders",
                          .weak("imitations only; S10 says iOS 17 asks for full access"),
                          buttons: [dontAllowButton, AlertButton("Allow Full Access", "allow-full", .weak("as the title"))]),
                AlertText(locale: "en", ios: IOSRange(through: 16), title: "\u{201C}%@\u{201D} Would Like to Access Your Reminders", .verified("S5"),
                          buttons: [dontAllowButton, AlertButton("OK", "allow-full", okOld)]),
                AlertText(locale: "ko", ios: IOSRange(from: 17), title: "\u{2018}%@\u{2019}이(가) 사용자의 미리 알림에 접근하려고 합니다",
                          .unverified("the iOS \u{2264} 16 title; no Korean source for iOS 17's full-access wording"),
                          buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence),
                                    AlertButton("전체 접근 허용", "allow-full", .weak("S16 shows it on the photos alert"))]),
                AlertText(locale: "ko", ios: IOSRange(through: 16), title: "\u{2018}%@\u{2019}이(가) 사용자의 미리 알림에 접근하려고 합니다", .verified("S5, S6"),
                          buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence), AlertButton("승인", "allow-full", seunginOld)]),
            ]),
        ResourceInfo(
            id: "location", displayName: "location",
            settingsName: ["en": "Location Services", "ko": "위치 서비스"],
            plistKeys: [PlistKey("NSLocationWhenInUseUsageDescription")],
            outcomes: [OutcomeSpec("allow-once", .allowedOnce), OutcomeSpec("allow-while-using", .whileUsing), OutcomeSpec("deny", .denied)],
            capabilities: [.preciseSwitch, .locationButton, .settingsOffersAlways],
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 14), title: "Allow \u{201C}%@\u{201D} to use your location?", .verified("S7, S14 (26.5)"),
                          buttons: [AlertButton("Allow Once", "allow-once", .verified("S1, S7, S14")),
                                    AlertButton("Allow While Using App", "allow-while-using", .verified("S1, S7, S14")), dontAllowButton],
                          precise: PreciseLabels(label: "Precise: ", on: "On", off: "Off",
                                                 .weak("S1 shows \u{201C}Precise On\u{201D}, S11 a \u{201C}Precise\u{201D} toggle; the colon and Off \u{25D0}"))),
                AlertText(locale: "en", ios: IOSRange(through: 13), title: "Allow \u{201C}%@\u{201D} to access your location while you are using the app?",
                          .verified("S3, S4"),
                          buttons: [AlertButton("Allow While Using App", "allow-while-using", .verified("S3")),
                                    AlertButton("Allow Once", "allow-once", .verified("S3")), dontAllowButton]),
                AlertText(locale: "ko", ios: IOSRange(from: 14), title: "\u{2018}%@\u{2019} 앱이 사용자의 위치를 사용하도록 허용하겠습니까?",
                          .verified("S15 (real device); ids 37224562823, 67625896223"),
                          buttons: [AlertButton("한 번 허용", "allow-once", .verified("S2, S15, S16")),
                                    AlertButton("앱을 사용하는 동안 허용", "allow-while-using", .verified("S2, S15, S16")),
                                    AlertButton(dontAllowKO, "deny", dontAllowKOEvidence)],
                          precise: PreciseLabels(label: "정확한 위치: ", on: "켬", off: "끔",
                                                 .weak("S2 \u{2018}정확한 위치 켬\u{2019}, S16 \u{2018}정확한 위치\u{2019}; 끔 \u{2717}"))),
                AlertText(locale: "ko", ios: IOSRange(through: 13),
                          title: "\u{2018}%@\u{2019}을(를) 사용하는 동안 해당 앱이 사용자의 위치에 접근하도록 허용하겠습니까?",
                          .weak("S5, S6 show it on iOS 11\u{2013}12; none on 13"),
                          buttons: [AlertButton("앱을 사용하는 동안 허용", "allow-while-using", .weak("iOS 14's label (S2, S15), in iOS 13's order (S3)")),
                                    AlertButton("한 번 허용", "allow-once", .weak("iOS 14's label (S2, S15), in iOS 13's order (S3)")),
                                    AlertButton(dontAllowKO, "deny", dontAllowKOEvidence)]),
            ],
            // Settings > Privacy > Location Services > the app: one choice (Precise Location is a
            // switch below it). EN: Apple's support text; KO: it.chosun.com 2021-11 (iOS 15) for
            // the first three, 항상 from a 2025 Korean guide.
            settings: [
                SettingsChoice(.denied, en: "Never", ko: "안 함"),
                SettingsChoice(.notDetermined, en: "Ask Next Time Or When I Share", ko: "다음번에 묻기 또는 내가 공유할 때", ios: IOSRange(from: 15)),
                SettingsChoice(.notDetermined, en: "Ask Next Time", ko: "다음번에 묻기", unverified: ["ko"], ios: IOSRange(through: 14)),
                SettingsChoice(.allowedOnce, en: "Ask Next Time Or When I Share", ko: "다음번에 묻기 또는 내가 공유할 때", ios: IOSRange(from: 15),
                               offered: false),
                SettingsChoice(.allowedOnce, en: "Ask Next Time", ko: "다음번에 묻기", unverified: ["ko"], ios: IOSRange(through: 14), offered: false),
                SettingsChoice(.whileUsing, en: "While Using the App", ko: "앱을 사용하는 동안"),
                SettingsChoice(.always, en: "Always", ko: "항상"),
            ]),
        ResourceInfo(
            id: "location-always", displayName: "location (always)",
            settingsName: ["en": "Location Services", "ko": "위치 서비스"],
            plistKeys: [PlistKey("NSLocationAlwaysAndWhenInUseUsageDescription")],
            outcomes: [OutcomeSpec("keep-while-using", .whileUsing), OutcomeSpec("allow-always", .always)],
            upgrades: "location",
            alerts: [
                AlertText(locale: "en", title: "Allow \u{201C}%@\u{201D} to also use your location even when you are not using the app?", .verified("S7; id 57967314518 (26)"),
                          buttons: [AlertButton("Keep Only While Using", "keep-while-using", .verified("S7")),
                                    AlertButton("Change to Always Allow", "allow-always", .verified("S7"))]),
                AlertText(locale: "ko", title: "\u{2018}%@\u{2019}을(를) 사용하지 않을 때에도 해당 앱이 사용자의 위치에 접근하도록 허용하겠습니까?",
                          .weak("S5 shows it on iOS 12; the modern title \u{2717}"),
                          buttons: [AlertButton("사용하는 동안만 유지", "keep-while-using", .weak("a developer's comment, id 18467813590; a mock has 앱 사용 중 허용 유지")),
                                    AlertButton("항상 허용으로 변경", "allow-always", .weak("a mock and a developer's comment, ids 62679413457, 18467813590"))]),
            ]),
        ResourceInfo(
            id: "tracking", displayName: "tracking",
            settingsName: ["en": "Tracking", "ko": "추적"],
            plistKeys: [PlistKey("NSUserTrackingUsageDescription")],
            outcomes: [OutcomeSpec("allow", .authorized), OutcomeSpec("ask-not-to-track", .denied)],
            capabilities: [.trackingConsent],
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", title: "Allow \u{201C}%@\u{201D} to track your activity across other companies\u{2019} apps and websites?",
                          .verified("id 66521771002; ids 5475085866, 56206056682"),
                          buttons: [AlertButton("Ask App Not to Track", "ask-not-to-track", .verified("id 66521771002")),
                                    AlertButton("Allow", "allow", .verified("id 66521771002"))]),
                AlertText(locale: "ko", title: "\u{2018}%@\u{2019}이(가) 다른 회사의 앱 및 웹 사이트에 걸친 사용자의 활동을 추적하도록 허용하겠습니까?",
                          .weak("Appium locator id 9824685240; id 58583035406 has 웹사이트 (which iOS has which \u{2717})"),
                          buttons: [AlertButton("앱에 추적 금지 요청", "ask-not-to-track", .verified("XCUITest tap, id 58655774016")),
                                    AlertButton("허용", "allow", allowKOEvidence)]),
            ]),
        ResourceInfo(
            id: "notifications", displayName: "notifications",
            settingsName: ["en": "Notifications", "ko": "알림"],
            plistKeys: [],
            outcomes: allowDeny,
            takesPurpose: false,
            capabilities: [.provisional],
            alerts: [
                AlertText(locale: "en", title: "\u{201C}%@\u{201D} Would Like to Send You Notifications", .verified("S21"),
                          systemMessage: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
                          systemMessageEvidence: .verified("S21"),
                          buttons: [dontAllowButton, AlertButton("Allow", "allow", .verified("S21"))]),
                AlertText(locale: "ko", title: "\u{2018}%@\u{2019}에서 알림을 보내고자 합니다.", .verified("S15, S6"),
                          systemMessage: "경고, 사운드 및 아이콘 배지가 알림에 포함될 수 있습니다. 설정에서 이를 구성할 수 있습니다.",
                          systemMessageEvidence: .weak("five Korean apps copy it verbatim (ids 67165274579, 2476081765, 12140244878); no system source"),
                          buttons: [AlertButton(dontAllowKO, "deny", dontAllowKOEvidence), AlertButton("허용", "allow", .verified("S6, S15"))]),
            ]),
        ResourceInfo(
            id: "bluetooth", displayName: "Bluetooth",
            settingsName: ["en": "Bluetooth", "ko": "Bluetooth"],
            plistKeys: [PlistKey("NSBluetoothAlwaysUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton(en: "\u{201C}%@\u{201D} Would Like to Use Bluetooth", .verified("Appium locator, id 48523403199"),
                              ko: "\u{2018}%@\u{2019}에서 Bluetooth를 사용하려고 합니다", .weak("an imitation, id 47717184146"),
                              ok: .verified("Appium tests (old iOS)"))),
        ResourceInfo(
            id: "local-network", displayName: "local network",
            settingsName: ["en": "Local Network", "ko": "로컬 네트워크"],
            plistKeys: [PlistKey("NSLocalNetworkUsageDescription")],
            outcomes: allowDeny,
            alerts: twoButton(en: "\u{201C}%@\u{201D} would like to find and connect to devices on your local network.", .verified("S20"),
                              ko: "\u{2018}%@\u{2019}이(가) 로컬 네트워크에서 기기를 찾고 연결하려고 합니다.",
                              .unverified("no iOS source; macOS 15 asks \u{2018}X\u{2019}이(가) 로컬 네트워크에서 기기를 찾고 연결하도록 허용하겠습니까?"),
                              ok: .verified("S20"), okKO: .unverified("no Korean source for this alert"))),
        ResourceInfo(
            id: "motion", displayName: "motion & fitness",
            settingsName: ["en": "Motion & Fitness", "ko": "동작 및 피트니스"],
            plistKeys: [PlistKey("NSMotionUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton(en: "\u{201C}%@\u{201D} Would Like to Access Your Motion & Fitness Activity", .verified("S5, S6"),
                              ko: "\u{2018}%@\u{2019}이(가) 사용자의 동작 및 피트니스 활동에 접근하려고 합니다", .verified("S5"),
                              allow26: .weak("S14 (simulator, 26.5), which also writes the title in sentence case"))),
        ResourceInfo(
            id: "speech", displayName: "speech recognition",
            settingsName: ["en": "Speech Recognition", "ko": "음성 인식"],
            plistKeys: [PlistKey("NSSpeechRecognitionUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton(en: "\u{201C}%@\u{201D} Would Like to Access Speech Recognition", .verified("S5"),
                              ko: "\u{2018}%@\u{2019}이(가) 음성 인식에 접근하려고 합니다", .verified("S5"))),
        ResourceInfo(
            id: "media-library", displayName: "media library",
            settingsName: ["en": "Media & Apple Music", "ko": "미디어 및 Apple Music"],
            plistKeys: [PlistKey("NSAppleMusicUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton(en: "\u{201C}%@\u{201D} would like to access Apple Music, your music and video activity, and your media library.", .verified("S5"),
                              ko: "\u{2018}%@\u{2019}이(가) Apple Music, 사용자의 음악 및 비디오 관련 활동 및 사용자의 미디어 보관함에 접근하려고 합니다.",
                              .verified("S5"))),
        ResourceInfo(
            id: "homekit", displayName: "Home data",
            settingsName: ["en": "HomeKit", "ko": "HomeKit"],
            plistKeys: [PlistKey("NSHomeKitUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton(en: "\u{201C}%@\u{201D} Would Like to Access Your Home Data", .verified("S5; UI tests"),
                              ko: "\u{2018}%@\u{2019}이(가) 사용자의 홈 데이터에 접근하려고 합니다", .verified("S5"),
                              ok: .verified("UI tests (old iOS)"))),
        ResourceInfo(
            id: "face-id", displayName: "Face ID",
            settingsName: ["en": "Face ID", "ko": "Face ID"],
            plistKeys: [PlistKey("NSFaceIDUsageDescription")],
            outcomes: allowDeny,
            alerts: twoButton(en: "Do you want to allow \u{201C}%@\u{201D} to use Face ID?",
                              .verified("blog id 2521944777 and imitations; two recent comments quote \u{201C}Allow \u{201C}X\u{201D} to use Face ID?\u{201D} \u{25D0}"),
                              ko: "\u{2018}%@\u{2019} 앱이 Face ID를 사용하도록 허용하겠습니까?", .unverified("no Korean source for the Face ID alert"),
                              ok: .verified("blog id 2521944777"), okKO: .unverified("no Korean source for the Face ID alert"))),
        ResourceInfo(
            id: "health", displayName: "health data",
            settingsName: ["en": "Health", "ko": "건강"],
            plistKeys: [PlistKey("NSHealthShareUsageDescription"), PlistKey("NSHealthUpdateUsageDescription", from: .sharePurpose)],
            outcomes: allowDeny,
            capabilities: [.healthSheet],
            alerts: [
                AlertText(locale: "en", title: "Health Access", .verified("S17 (the sheet's title, iOS \u{2264} 12)"),
                          buttons: [AlertButton(dontAllowEN, "deny", .verified("S17")), AlertButton("Allow", "allow", .verified("S17"))]),
                AlertText(locale: "ko", title: "건강 접근", .verified("S17 (the sheet's title, iOS \u{2264} 12)"),
                          buttons: [AlertButton(dontAllowKO, "deny", .verified("S17")), AlertButton("허용", "allow", .verified("S17"))]),
            ]),
    ]
}
