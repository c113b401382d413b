// The iOS standard permission alerts' behaviour, as data: one entry per resource, with its
// Info.plist key, the outcomes of its alert and the state each stores, and what Settings offers.
// The alerts' words, per locale and iOS version with each string's evidence (the tags S1… and ids
// of shared/research/ios-permission-alerts.md, summarised in docs/ios-versions.md), are in the
// locale files (`Locales/`); a locale pack can correct any of them.

let allowDeny = [OutcomeSpec(.allow, .authorized), OutcomeSpec(.deny, .denied)]

/// `restricted` (Screen Time, parental controls, a device profile), for the resources whose
/// authorization-status API has it (AVFoundation, Photos, Contacts, EventKit, Core Location, App
/// Tracking Transparency, Core Bluetooth, Core Motion, Speech, MediaPlayer, HomeKit).
/// Notifications, local network, Face ID and Health report no such state.
let restrictable = [StateSpec(.restricted)]

// Settings' words for the access lists (Settings > Privacy > Photos, Contacts, Calendars). EN as
// iOS words them; KO unconfirmed by a public source. The order is the panel's cycling order:
// from no access to the most (docs/walker.md), as location's list reads in Settings.
private func notAsked(_ ios: IOSRange) -> SettingsChoice {
    // iOS lists an app only once it asked: permflow's words for the simulated reset.
    SettingsChoice(.notDetermined, ios: ios)
}

// One Photos setting per app: Add Photos Only (`write-only`, photos-add's grant, `StoredLevel`)
// is one of its levels, listed between Limited Access and Full Access as the Settings
// reads (MacRumors, iOS 17: "None, Add Photos Only (where applicable), Limited Access, and Full
// Access"); where applicable: the walker lists it only for a flow that asks for photos-add.
private let photosSettings: [SettingsChoice] = [
    notAsked(IOSRange(from: 17)),
    SettingsChoice(.denied, ios: IOSRange(from: 17)),
    SettingsChoice(.limited, ios: IOSRange(from: 17)),
    SettingsChoice(.writeOnly, ios: IOSRange(from: 17)),
    SettingsChoice(.authorized, ios: IOSRange(from: 17)),
    notAsked(IOSRange(from: 14, through: 16)),
    SettingsChoice(.denied, ios: IOSRange(from: 14, through: 16)),
    SettingsChoice(.limited, ios: IOSRange(from: 14, through: 16)),
    SettingsChoice(.writeOnly, ios: IOSRange(from: 14, through: 16)),
    SettingsChoice(.authorized, ios: IOSRange(from: 14, through: 16)),
    notAsked(IOSRange(through: 13)),
    SettingsChoice(.denied, ios: IOSRange(through: 13)),
    SettingsChoice(.writeOnly, ios: IOSRange(through: 13)),
    SettingsChoice(.authorized, ios: IOSRange(through: 13)),
]

/// photos-add is the Add Photos Only level of the Photos setting: Allow stores `write-only` under
/// photos; Full Access covers adding (no alert, reads allowed), and so does Limited Access (a
/// judgement call: limited mode filters what the app reads, not what it adds; docs/ios-versions.md).
let photosAddLevel = StoredLevel("photos", grant: .writeOnly, covers: [.writeOnly, .limited, .authorized])

private let contactsSettings: [SettingsChoice] = [
    notAsked(IOSRange(from: 18)),
    SettingsChoice(.denied, ios: IOSRange(from: 18)),
    SettingsChoice(.limited, ios: IOSRange(from: 18)),
    SettingsChoice(.authorized, ios: IOSRange(from: 18)),
]

private let calendarSettings: [SettingsChoice] = [
    notAsked(IOSRange(from: 17)),
    SettingsChoice(.denied, ios: IOSRange(from: 17)),
    SettingsChoice(.authorized, ios: IOSRange(from: 17)),
]

private func addOnlySettings(ios: IOSRange) -> [SettingsChoice] {
    [notAsked(ios), SettingsChoice(.denied, ios: ios), SettingsChoice(.authorized, ios: ios)]
}

extension ResourceInfo {
    /// A resource whose alert answers Allow or Don’t Allow (`allow`: authorized, `deny`: denied),
    /// asked for with one Info.plist key on every iOS version; `restricted` too where its
    /// authorization API has that state (`restrictable`).
    static func allowOrDeny(_ id: ResourceID, _ displayName: String, plistKey: String, canBeRestricted: Bool = true,
                            storedUnder: StoredLevel? = nil, settings: [SettingsChoice] = []) -> ResourceInfo {
        ResourceInfo(id: id, displayName: displayName, plistKeys: [PlistKey(plistKey)], outcomes: allowDeny,
                     storedUnder: storedUnder, otherStates: canBeRestricted ? restrictable : [], settings: settings)
    }

    /// A resource whose alert grants full access, access to a selection (`limit`: limited, from
    /// iOS `limitedSince`) or none, and that can be restricted: photos and contacts.
    static func limitable(_ id: ResourceID, _ displayName: String, plistKey: String, limitedSince: Int,
                          settings: [SettingsChoice]) -> ResourceInfo {
        ResourceInfo(id: id, displayName: displayName, plistKeys: [PlistKey(plistKey)],
                     outcomes: [OutcomeSpec(.allowFull, .authorized), OutcomeSpec(.limit, .limited, ios: IOSRange(from: limitedSince)),
                                OutcomeSpec(.deny, .denied)],
                     otherStates: restrictable, settings: settings)
    }
}

extension ResourceInfo {
    /// The resource with `capability` added.
    func with(_ capability: ResourceCapability) -> ResourceInfo {
        var info = self
        info.capabilities.insert(capability)
        return info
    }
}

extension SystemAlertCatalog {
    /// The resources permflow knows: those of shared/system-alerts.md in its order, then the
    /// ones added since (`newerResources`).
    public static let builtInResources: [ResourceInfo] = tableResources + newerResources

    private static let tableResources: [ResourceInfo] = [
        .allowOrDeny("camera", "camera", plistKey: "NSCameraUsageDescription"),
        .allowOrDeny("microphone", "microphone", plistKey: "NSMicrophoneUsageDescription"),
        .limitable("photos", "photos", plistKey: "NSPhotoLibraryUsageDescription", limitedSince: 14, settings: photosSettings),
        .allowOrDeny("photos-add", "photo library (add only)", plistKey: "NSPhotoLibraryAddUsageDescription",
                     storedUnder: photosAddLevel),
        .limitable("contacts", "contacts", plistKey: "NSContactsUsageDescription", limitedSince: 18, settings: contactsSettings)
            .with(.followUpSheet),
        ResourceInfo(
            id: "calendar", displayName: "calendar",
            plistKeys: [PlistKey("NSCalendarsFullAccessUsageDescription", ios: IOSRange(from: 17)),
                        PlistKey("NSCalendarsUsageDescription", ios: IOSRange(through: 16))],
            outcomes: [OutcomeSpec(.allowFull, .authorized), OutcomeSpec(.deny, .denied)],
            otherStates: [StateSpec(.restricted), StateSpec(.writeOnly, ios: IOSRange(from: 17))],
            settings: calendarSettings),
        .allowOrDeny("calendar-write", "calendar (add events only)", plistKey: "NSCalendarsWriteOnlyAccessUsageDescription",
                     settings: addOnlySettings(ios: IOSRange(from: 17))),
        ResourceInfo(
            id: "reminders", displayName: "reminders",
            plistKeys: [PlistKey("NSRemindersFullAccessUsageDescription", ios: IOSRange(from: 17)),
                        PlistKey("NSRemindersUsageDescription", ios: IOSRange(through: 16))],
            outcomes: [OutcomeSpec(.allowFull, .authorized), OutcomeSpec(.deny, .denied)],
            otherStates: restrictable),
        ResourceInfo(
            id: "location", displayName: "location",
            plistKeys: [PlistKey("NSLocationWhenInUseUsageDescription")],
            outcomes: [OutcomeSpec(.allowOnce, .allowedOnce), OutcomeSpec(.allowWhileUsing, .whileUsing), OutcomeSpec(.deny, .denied)],
            capabilities: [.preciseSwitch, .locationButton, .settingsOffersAlways],
            otherStates: restrictable,
            // Settings > Privacy > Location Services > the app: one choice (Precise Location is a
            // switch below it). EN: Apple's support text; KO: it.chosun.com 2021-11 (iOS 15) for
            // the first three, 항상 from a 2025 Korean guide.
            settings: [
                SettingsChoice(.denied),
                SettingsChoice(.notDetermined, ios: IOSRange(from: 15)),
                SettingsChoice(.notDetermined, ios: IOSRange(through: 14)),
                SettingsChoice(.allowedOnce, ios: IOSRange(from: 15),
                               offered: false),
                SettingsChoice(.allowedOnce, ios: IOSRange(through: 14), offered: false),
                SettingsChoice(.whileUsing),
                SettingsChoice(.always),
            ]),
        ResourceInfo(
            id: "location-always", displayName: "location (always)",
            plistKeys: [PlistKey("NSLocationAlwaysAndWhenInUseUsageDescription")],
            outcomes: [OutcomeSpec(.keepWhileUsing, .whileUsing), OutcomeSpec(.allowAlways, .always)],
            upgrades: "location"),
        ResourceInfo(
            id: "tracking", displayName: "tracking",
            // The Markdown key is optional and read only for the EU sheet (27.2, Bundle Resources
            // docs, ids 69596541952, 69405876752); NSUserTrackingUsageDescription stays required.
            plistKeys: [PlistKey("NSUserTrackingUsageDescription"),
                        PlistKey("NSUserTrackingMarkdownUsageDescription", ios: IOSRange(from: 27), from: .purposeMarkdown)],
            outcomes: [OutcomeSpec(.allow, .authorized), OutcomeSpec(.askNotToTrack, .denied)],
            capabilities: [.trackingConsent],
            otherStates: restrictable),
        ResourceInfo(
            id: "notifications", displayName: "notifications",
            plistKeys: [],
            outcomes: allowDeny,
            takesPurpose: false,
            capabilities: [.provisional]),
        .allowOrDeny("bluetooth", "Bluetooth", plistKey: "NSBluetoothAlwaysUsageDescription"),
        .allowOrDeny("local-network", "local network", plistKey: "NSLocalNetworkUsageDescription", canBeRestricted: false),
        .allowOrDeny("motion", "motion & fitness", plistKey: "NSMotionUsageDescription"),
        .allowOrDeny("speech", "speech recognition", plistKey: "NSSpeechRecognitionUsageDescription"),
        .allowOrDeny("media-library", "media library", plistKey: "NSAppleMusicUsageDescription"),
        .allowOrDeny("homekit", "Home data", plistKey: "NSHomeKitUsageDescription"),
        .allowOrDeny("face-id", "Face ID", plistKey: "NSFaceIDUsageDescription", canBeRestricted: false),
        ResourceInfo(
            id: "health", displayName: "health data",
            plistKeys: [PlistKey("NSHealthShareUsageDescription"), PlistKey("NSHealthUpdateUsageDescription", from: .sharePurpose)],
            outcomes: allowDeny,
            capabilities: [.healthSheet]),
    ]
}
