// Resources added after shared/system-alerts.md: AlarmKit (new in iOS 26) and Siri. Sources as
// in SystemAlertTable.swift (the research's tags S1… and stored-source ids); what no source
// shows is marked so, with what permflow draws instead.

/// No source shows the AlarmKit alert's buttons: permflow draws the two-button Don't Allow /
/// Allow of iOS 26's other TCC alerts (motion on 26.5, S14) until a capture settles them.
private let alarmButtonsUnsourced = Evidence.unverified(
    "no source shows the AlarmKit alert's buttons; drawn as iOS 26's other two-button alerts (Don\u{2019}t Allow | Allow)")

extension SystemAlertCatalog {
    /// Resources not in shared/system-alerts.md, appended to the table in this order.
    static let newerResources: [ResourceInfo] = [
        // AlarmKit (iOS 26): `AlarmManager.requestAuthorization()` shows a prompt with the app's
        // NSAlarmKitUsageDescription (S19); `AlarmManager.AuthorizationState` is notDetermined,
        // denied or authorized, with no restricted state.
        ResourceInfo(
            id: "alarmkit", displayName: "alarms",
            // Settings' name for the switch is permflow's words: no source shows it.
            settingsName: ["en": "Alarms", "ko": "알람"],
            plistKeys: [PlistKey("NSAlarmKitUsageDescription", ios: IOSRange(from: 26))],
            outcomes: allowDeny,
            alerts: [
                AlertText(locale: "en", ios: IOSRange(from: 26), title: "\u{201C}%@\u{201D} Would Like to Schedule Alarms",
                          .weak("one project's test script expects \u{201C}Aura Would Like to Schedule Alarms\u{201D} (id 66436174196); no capture"),
                          buttons: [AlertButton(dontAllowEN, "deny", alarmButtonsUnsourced),
                                    AlertButton("Allow", "allow", alarmButtonsUnsourced)]),
                AlertText(locale: "ko", ios: IOSRange(from: 26), title: "\u{2018}%@\u{2019}이(가) 알람을 예약하려고 합니다",
                          .unverified("no Korean source; permflow's wording after the English title, in the camera alert's pattern"),
                          buttons: [AlertButton(dontAllowKO, "deny", alarmButtonsUnsourced),
                                    AlertButton("허용", "allow", alarmButtonsUnsourced)]),
            ],
            ios: IOSRange(from: 26)),
        // Siri (iOS 10+): `INPreferences.requestSiriAuthorization(_:)` shows the app's
        // NSSiriUsageDescription; `INSiriAuthorizationStatus` is notDetermined, restricted, denied
        // or authorized. S5 also lists a line "Some of your * data will be sent to Apple to process
        // your requests." (iOS 10) that permflow does not draw: the message is the purpose string.
        ResourceInfo(
            id: "siri", displayName: "Siri",
            settingsName: ["en": "Siri", "ko": "Siri"],
            plistKeys: [PlistKey("NSSiriUsageDescription")],
            outcomes: allowDeny,
            otherStates: restrictable,
            alerts: twoButton(en: "Would You Like to Use \u{201C}%@\u{201D} with Siri?", .verified("S5 (SiriAlert, iOS 10)"),
                              ko: "Siri를 \u{2018}%@\u{2019}에 사용하겠습니까?", .verified("S5 (SiriAlert, iOS 10)"),
                              ok: .verified("S5 (SystemAlertAllow, iOS 10\u{2013}12)"))),
    ]
}
