// Resources added after shared/system-alerts.md: AlarmKit (new in iOS 26) and Siri. Their words,
// with each string's evidence, are in the locale files (`Locales/`).

extension SystemAlertCatalog {
    /// Resources not in shared/system-alerts.md, appended to the table in this order.
    static let newerResources: [ResourceInfo] = [
        // AlarmKit (iOS 26): `AlarmManager.requestAuthorization()` shows a prompt with the app's
        // NSAlarmKitUsageDescription (S19); `AlarmManager.AuthorizationState` is notDetermined,
        // denied or authorized, with no restricted state.
        ResourceInfo(
            id: "alarmkit", displayName: "alarms",
            plistKeys: [PlistKey("NSAlarmKitUsageDescription", ios: IOSRange(from: 26))],
            outcomes: allowDeny,
            ios: IOSRange(from: 26)),
        // Siri (iOS 10+): `INPreferences.requestSiriAuthorization(_:)` shows the app's
        // NSSiriUsageDescription; `INSiriAuthorizationStatus` is notDetermined, restricted, denied
        // or authorized. S5 also lists a line "Some of your * data will be sent to Apple to process
        // your requests." (iOS 10) that permflow does not draw: the message is the purpose string.
        .allowOrDeny("siri", "Siri", plistKey: "NSSiriUsageDescription"),
    ]
}
