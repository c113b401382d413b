// The iOS standard permission alerts, as data: one entry per resource, text per locale and
// iOS version. Source: shared/system-alerts.md. Entries marked `verified: false` were not
// confirmed from two public sources (⚠ there); a locale pack can correct them.

private let dontAllowEN = "Don\u{2019}t Allow"
private let dontAllowKO = "허용 안 함"

private func twoButton(_ id: ResourceID, en titleEN: String, ko titleKO: String, allow: String = "OK",
                       allowKO: String = "확인", verifiedEN: Bool = true, verifiedKO: Bool = true) -> [AlertText] {
    [
        AlertText(locale: "en", title: titleEN, buttons: [AlertButton(dontAllowEN, "deny"), AlertButton(allow, "allow")], verified: verifiedEN),
        AlertText(locale: "ko", title: titleKO, buttons: [AlertButton(dontAllowKO, "deny"), AlertButton(allowKO, "allow")], verified: verifiedKO),
    ]
}

private let allowDeny = [OutcomeSpec("allow", .authorized), OutcomeSpec("deny", .denied)]

/// `restricted` (Screen Time, parental controls, a device profile), for the resources whose
/// authorization-status API has it (AVFoundation, Photos, Contacts, EventKit, Core Location, App
/// Tracking Transparency, Core Bluetooth, Core Motion, Speech, MediaPlayer, HomeKit).
/// Notifications, local network, Face ID and Health report no such state.
private let restrictable = [StateSpec(.restricted)]

extension SystemAlertCatalog {
    /// The resources permflow knows, in the order of shared/system-alerts.md.
    public static let builtInResources: [ResourceInfo] = [
        ResourceInfo(
            id: "camera", displayName: "camera",
            plistKeys: [PlistKey("NSCameraUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 18), title: "\u{201C}%@\u{201D} Would Like to Access the Camera",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("Allow", "allow")]),
                AlertText(locale: "en", ios: IOSRange(through: 17), title: "\u{201C}%@\u{201D} Would Like to Access the Camera",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("OK", "allow")]),
                AlertText(locale: "ko", ios: IOSRange(from: 18), title: "\u{2018}%@\u{2019}이(가) 카메라에 접근하려고 합니다",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("허용", "allow")]),
                AlertText(locale: "ko", ios: IOSRange(through: 17), title: "\u{2018}%@\u{2019}이(가) 카메라에 접근하려고 합니다",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("확인", "allow")]),
            ]),
        ResourceInfo(
            id: "microphone", displayName: "microphone",
            plistKeys: [PlistKey("NSMicrophoneUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 18), title: "\u{201C}%@\u{201D} Would Like to Access the Microphone",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("Allow", "allow")]),
                AlertText(locale: "en", ios: IOSRange(through: 17), title: "\u{201C}%@\u{201D} Would Like to Access the Microphone",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("OK", "allow")]),
                AlertText(locale: "ko", ios: IOSRange(from: 18), title: "\u{2018}%@\u{2019}이(가) 마이크에 접근하려고 합니다.",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("허용", "allow")]),
                AlertText(locale: "ko", ios: IOSRange(through: 17), title: "\u{2018}%@\u{2019}이(가) 마이크에 접근하려고 합니다.",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("확인", "allow")]),
            ]),
        ResourceInfo(
            id: "photos", displayName: "photos",
            plistKeys: [PlistKey("NSPhotoLibraryUsageDescription")],
            outcomes: [OutcomeSpec("allow-full", .authorized), OutcomeSpec("limit", .limited, ios: IOSRange(from: 14)), OutcomeSpec("deny", .denied)],
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 17), title: "\u{201C}%@\u{201D} Would Like to Access Your Photos",
                          buttons: [AlertButton("Limit Access\u{2026}", "limit"), AlertButton("Allow Full Access", "allow-full"), AlertButton(dontAllowEN, "deny")]),
                AlertText(locale: "en", ios: IOSRange(from: 14, through: 16), title: "\u{201C}%@\u{201D} Would Like to Access Your Photos",
                          buttons: [AlertButton("Select Photos\u{2026}", "limit"), AlertButton("Allow Access to All Photos", "allow-full"), AlertButton(dontAllowEN, "deny")]),
                AlertText(locale: "en", ios: IOSRange(through: 13), title: "\u{201C}%@\u{201D} Would Like to Access Your Photos",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("OK", "allow-full")]),
                AlertText(locale: "ko", ios: IOSRange(from: 17), title: "\u{2018}%@\u{2019}이(가) 사용자의 사진에 접근하려고 합니다",
                          buttons: [AlertButton("접근 제한\u{2026}", "limit"), AlertButton("전체 접근 허용", "allow-full"), AlertButton(dontAllowKO, "deny")], verified: false),
                AlertText(locale: "ko", ios: IOSRange(from: 14, through: 16), title: "\u{2018}%@\u{2019}이(가) 사용자의 사진에 접근하려고 합니다",
                          buttons: [AlertButton("사진 선택\u{2026}", "limit"), AlertButton("모든 사진에 대한 접근 허용", "allow-full"), AlertButton(dontAllowKO, "deny")], verified: false),
                AlertText(locale: "ko", ios: IOSRange(through: 13), title: "\u{2018}%@\u{2019}이(가) 사용자의 사진에 접근하려고 합니다",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("확인", "allow-full")]),
            ]),
        ResourceInfo(
            id: "photos-add", displayName: "photo library (add only)",
            plistKeys: [PlistKey("NSPhotoLibraryAddUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton("photos-add", en: "\u{201C}%@\u{201D} Would Like to Add to your Photos",
                              ko: "\u{2018}%@\u{2019}이(가) 사용자의 사진에 추가하려고 합니다")),
        ResourceInfo(
            id: "contacts", displayName: "contacts",
            plistKeys: [PlistKey("NSContactsUsageDescription")],
            outcomes: [OutcomeSpec("allow-full", .authorized), OutcomeSpec("limit", .limited, ios: IOSRange(from: 18)), OutcomeSpec("deny", .denied)],
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 18), title: "\u{201C}%@\u{201D} Would Like to Access Your Contacts",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("Continue", nil)],
                          followUp: [AlertButton("Select Contacts\u{2026}", "limit"), AlertButton("Allow Full Access", "allow-full")],
                          verified: false),
                AlertText(locale: "en", ios: IOSRange(through: 17), title: "\u{201C}%@\u{201D} Would Like to Access Your Contacts",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("OK", "allow-full")]),
                AlertText(locale: "ko", ios: IOSRange(from: 18), title: "\u{2018}%@\u{2019}이(가) 사용자의 연락처에 접근하려고 합니다",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("계속", nil)],
                          followUp: [AlertButton("연락처 선택\u{2026}", "limit"), AlertButton("전체 접근 허용", "allow-full")],
                          verified: false),
                AlertText(locale: "ko", ios: IOSRange(through: 17), title: "\u{2018}%@\u{2019}이(가) 사용자의 연락처에 접근하려고 합니다",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("확인", "allow-full")]),
            ]),
        ResourceInfo(
            id: "calendar", displayName: "calendar",
            plistKeys: [PlistKey("NSCalendarsFullAccessUsageDescription", ios: IOSRange(from: 17)),
                        PlistKey("NSCalendarsUsageDescription", ios: IOSRange(through: 16))],
            outcomes: [OutcomeSpec("allow-full", .authorized), OutcomeSpec("deny", .denied)],
            otherStates: [StateSpec(.restricted), StateSpec(.writeOnly, ios: IOSRange(from: 17))],
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 17), title: "\u{201C}%@\u{201D} Would Like Full Access to Your Calendar",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("Allow Full Access", "allow-full")]),
                AlertText(locale: "en", ios: IOSRange(through: 16), title: "\u{201C}%@\u{201D} Would Like to Access Your Calendar",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("OK", "allow-full")]),
                AlertText(locale: "ko", ios: IOSRange(from: 17), title: "\u{2018}%@\u{2019}이(가) 사용자의 캘린더에 접근하려고 합니다",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("전체 접근 허용", "allow-full")], verified: false),
                AlertText(locale: "ko", ios: IOSRange(through: 16), title: "\u{2018}%@\u{2019}이(가) 사용자의 캘린더에 접근하려고 합니다",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("확인", "allow-full")]),
            ]),
        ResourceInfo(
            id: "calendar-write", displayName: "calendar (add events only)",
            plistKeys: [PlistKey("NSCalendarsWriteOnlyAccessUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton("calendar-write", en: "\u{201C}%@\u{201D} Would Like to Add Events to Your Calendar",
                              ko: "\u{2018}%@\u{2019}이(가) 사용자의 캘린더에 이벤트를 추가하려고 합니다",
                              allow: "Allow", allowKO: "허용", verifiedEN: false, verifiedKO: false)),
        ResourceInfo(
            id: "reminders", displayName: "reminders",
            plistKeys: [PlistKey("NSRemindersFullAccessUsageDescription", ios: IOSRange(from: 17)),
                        PlistKey("NSRemindersUsageDescription", ios: IOSRange(through: 16))],
            outcomes: [OutcomeSpec("allow-full", .authorized), OutcomeSpec("deny", .denied)],
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 17), title: "\u{201C}%@\u{201D} Would Like Full Access to Your Reminders",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("Allow Full Access", "allow-full")]),
                AlertText(locale: "en", ios: IOSRange(through: 16), title: "\u{201C}%@\u{201D} Would Like to Access Your Reminders",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("OK", "allow-full")]),
                AlertText(locale: "ko", ios: IOSRange(from: 17), title: "\u{2018}%@\u{2019}이(가) 사용자의 미리 알림에 접근하려고 합니다",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("전체 접근 허용", "allow-full")], verified: false),
                AlertText(locale: "ko", ios: IOSRange(through: 16), title: "\u{2018}%@\u{2019}이(가) 사용자의 미리 알림에 접근하려고 합니다",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("확인", "allow-full")]),
            ]),
        ResourceInfo(
            id: "location", displayName: "location",
            plistKeys: [PlistKey("NSLocationWhenInUseUsageDescription")],
            outcomes: [OutcomeSpec("allow-once", .allowedOnce), OutcomeSpec("allow-while-using", .whileUsing), OutcomeSpec("deny", .denied)],
            capabilities: [.preciseSwitch, .locationButton, .settingsOffersAlways],
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", title: "Allow \u{201C}%@\u{201D} to use your location?",
                          buttons: [AlertButton("Allow Once", "allow-once"), AlertButton("Allow While Using App", "allow-while-using"), AlertButton(dontAllowEN, "deny")]),
                AlertText(locale: "ko", title: "\u{2018}%@\u{2019}이(가) 사용자의 위치에 접근하도록 허용하겠습니까?",
                          buttons: [AlertButton("한 번 허용", "allow-once"), AlertButton("앱을 사용하는 동안 허용", "allow-while-using"), AlertButton(dontAllowKO, "deny")]),
            ]),
        ResourceInfo(
            id: "location-always", displayName: "location (always)",
            plistKeys: [PlistKey("NSLocationAlwaysAndWhenInUseUsageDescription")],
            outcomes: [OutcomeSpec("keep-while-using", .whileUsing), OutcomeSpec("allow-always", .always)],
            upgrades: "location",
            alerts: [
                AlertText(locale: "en", title: "Allow \u{201C}%@\u{201D} to also use your location even when you are not using the app?",
                          buttons: [AlertButton("Keep Only While Using", "keep-while-using"), AlertButton("Change to Always Allow", "allow-always")]),
                AlertText(locale: "ko", title: "\u{2018}%@\u{2019}을(를) 사용하지 않을 때에도 해당 앱이 사용자의 위치에 접근하도록 허용하겠습니까?",
                          buttons: [AlertButton("앱을 사용하는 동안만 허용 유지", "keep-while-using"), AlertButton("항상 허용으로 변경", "allow-always")], verified: false),
            ]),
        ResourceInfo(
            id: "tracking", displayName: "tracking",
            plistKeys: [PlistKey("NSUserTrackingUsageDescription")],
            outcomes: [OutcomeSpec("allow", .authorized), OutcomeSpec("ask-not-to-track", .denied)],
            capabilities: [.trackingConsent],
            otherStates: restrictable,
            alerts: [
                AlertText(locale: "en", title: "Allow \u{201C}%@\u{201D} to track your activity across other companies\u{2019} apps and websites?",
                          buttons: [AlertButton("Ask App Not to Track", "ask-not-to-track"), AlertButton("Allow", "allow")]),
                AlertText(locale: "ko", title: "\u{2018}%@\u{2019}이(가) 다른 회사의 앱 및 웹 사이트에 걸친 사용자의 활동을 추적하도록 허용하겠습니까?",
                          buttons: [AlertButton("앱에 추적 금지 요청", "ask-not-to-track"), AlertButton("허용", "allow")], verified: false),
            ]),
        ResourceInfo(
            id: "notifications", displayName: "notifications",
            plistKeys: [],
            outcomes: allowDeny,
            takesPurpose: false,
            capabilities: [.provisional],
            alerts: [
                AlertText(locale: "en", title: "\u{201C}%@\u{201D} Would Like to Send You Notifications",
                          systemMessage: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("Allow", "allow")]),
                AlertText(locale: "ko", title: "\u{2018}%@\u{2019}에서 알림을 보내고자 합니다.",
                          systemMessage: "알림에는 알림, 사운드 및 아이콘 배지가 포함될 수 있습니다. 이 항목은 설정에서 구성할 수 있습니다.",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("허용", "allow")], verified: false),
            ]),
        ResourceInfo(
            id: "bluetooth", displayName: "Bluetooth",
            plistKeys: [PlistKey("NSBluetoothAlwaysUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton("bluetooth", en: "\u{201C}%@\u{201D} Would Like to Use Bluetooth",
                              ko: "\u{2019}%@\u{2019}에서 Bluetooth를 사용하려고 합니다")),
        ResourceInfo(
            id: "local-network", displayName: "local network",
            plistKeys: [PlistKey("NSLocalNetworkUsageDescription")],
            outcomes: allowDeny,
            alerts: twoButton("local-network", en: "\u{201C}%@\u{201D} would like to find and connect to devices on your local network.",
                              ko: "\u{2018}%@\u{2019}이(가) 로컬 네트워크에서 기기를 찾고 연결하려고 합니다.", verifiedKO: false)),
        ResourceInfo(
            id: "motion", displayName: "motion & fitness",
            plistKeys: [PlistKey("NSMotionUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton("motion", en: "\u{201C}%@\u{201D} Would Like to Access Your Motion & Fitness Activity",
                              ko: "\u{2018}%@\u{2019}이(가) 사용자의 동작 및 피트니스 활동에 접근하려고 합니다")),
        ResourceInfo(
            id: "speech", displayName: "speech recognition",
            plistKeys: [PlistKey("NSSpeechRecognitionUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton("speech", en: "\u{201C}%@\u{201D} Would Like to Access Speech Recognition",
                              ko: "\u{2018}%@\u{2019}이(가) 음성 인식에 접근하려고 합니다")),
        ResourceInfo(
            id: "media-library", displayName: "media library",
            plistKeys: [PlistKey("NSAppleMusicUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton("media-library", en: "\u{201C}%@\u{201D} would like to access Apple Music, your music and video activity, and your media library.",
                              ko: "\u{2018}%@\u{2019}이(가) Apple Music, 사용자의 음악 및 비디오 관련 활동 및 사용자의 미디어 보관함에 접근하려고 합니다.")),
        ResourceInfo(
            id: "homekit", displayName: "Home data",
            plistKeys: [PlistKey("NSHomeKitUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton("homekit", en: "\u{201C}%@\u{201D} Would Like to Access Your Home Data",
                              ko: "\u{2018}%@\u{2019}이(가) 사용자의 홈 데이터에 접근하려고 합니다")),
        ResourceInfo(
            id: "face-id", displayName: "Face ID",
            plistKeys: [PlistKey("NSFaceIDUsageDescription")],
            outcomes: allowDeny,
            alerts: twoButton("face-id", en: "Do you want to allow \u{201C}%@\u{201D} to use Face ID?",
                              ko: "\u{2018}%@\u{2019} 앱이 Face ID를 사용하도록 허용하겠습니까?")),
        ResourceInfo(
            id: "health", displayName: "health data",
            plistKeys: [PlistKey("NSHealthShareUsageDescription"), PlistKey("NSHealthUpdateUsageDescription")],
            outcomes: allowDeny,
            alerts: [
                AlertText(locale: "en", title: "Health Access",
                          buttons: [AlertButton(dontAllowEN, "deny"), AlertButton("Allow", "allow")], verified: false),
                AlertText(locale: "ko", title: "건강 접근",
                          buttons: [AlertButton(dontAllowKO, "deny"), AlertButton("허용", "allow")], verified: false),
            ]),
    ]
}
