/// "Did you mean" for a resource name the catalog does not know.
///
/// A designer often writes what the app's files or Apple's frameworks call the resource, not
/// permflow's id: an Info.plist usage key (`NSCameraUsageDescription`, or Xcode's build setting
/// `INFOPLIST_KEY_NSCameraUsageDescription`), or a framework's or a person's word for it
/// (`photo-library`, `mic`, `idfa`). Those are looked up before edit distance, which cannot
/// bridge them.
extension SystemAlertCatalog {
    /// Names that are not typos of an id, lower-cased, with the id they mean.
    public static let resourceAliases: [String: ResourceID] = [
        "photo": "photos", "photo-library": "photos", "photolibrary": "photos", "photo-library-read": "photos",
        "library": "photos", "gallery": "photos", "pictures": "photos", "camera-roll": "photos", "images": "photos",
        "photo-library-add": "photos-add", "photos-write": "photos-add", "save-photos": "photos-add",
        "mic": "microphone", "audio": "microphone", "record-audio": "microphone",
        "video": "camera", "av-capture": "camera",
        "contact": "contacts", "address-book": "contacts", "addressbook": "contacts",
        "calendars": "calendar", "events": "calendar", "calendar-full": "calendar",
        "calendar-write-only": "calendar-write", "reminder": "reminders",
        "gps": "location", "location-when-in-use": "location", "when-in-use": "location", "core-location": "location",
        "always": "location-always", "location-background": "location-always", "background-location": "location-always",
        "att": "tracking", "idfa": "tracking", "app-tracking": "tracking", "app-tracking-transparency": "tracking",
        "push": "notifications", "push-notifications": "notifications", "notification": "notifications",
        "alerts": "notifications",
        "ble": "bluetooth", "core-bluetooth": "bluetooth",
        "bonjour": "local-network", "lan": "local-network",
        "fitness": "motion", "motion-fitness": "motion", "core-motion": "motion", "pedometer": "motion",
        "speech-recognition": "speech", "dictation": "speech",
        "music": "media-library", "apple-music": "media-library",
        "home": "homekit", "home-kit": "homekit",
        "faceid": "face-id", "biometrics": "face-id",
        "healthkit": "health", "health-kit": "health",
        "alarms": "alarmkit", "alarm": "alarmkit", "alarm-kit": "alarmkit",
        "sirikit": "siri",
    ]

    /// The id `name` most likely means: the resource of an Info.plist usage key (Xcode's
    /// `INFOPLIST_KEY_` prefix allowed), a known alias, or the nearest id by edit distance; nil
    /// when none is near.
    public func suggestedResource(for name: String) -> ResourceID? {
        var key = Substring(name)
        if key.hasPrefix("INFOPLIST_KEY_") { key = key.dropFirst("INFOPLIST_KEY_".count) }
        if let usage = usageKey(String(key)), resource(usage.resource) != nil { return usage.resource }
        let lowered = name.lowercased().replacingEvery("_", with: "-").replacingEvery(" ", with: "-")
        if let meant = Self.resourceAliases[lowered], resource(meant) != nil { return meant }
        let ids = self.ids.map(\.rawValue)
        return Suggestion.nearest(to: lowered, in: ids).map { ResourceID($0) }
    }
}
