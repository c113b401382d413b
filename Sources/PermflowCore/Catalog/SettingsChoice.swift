/// One choice Settings offers for a resource, in iOS's words: a row of location's list
/// ("Never", "While Using the App"), or a switch position. The privacy panel shows these, never
/// state ids. Evidence for each wording: docs/simulated-system.md.
public struct SettingsChoice: Sendable, Codable, Hashable {
    public var state: PermissionState
    /// Locale → label ("en": "Never", "ko": "안 함").
    public var labels: [String: String]
    /// Locales whose label no public source confirmed (kept as data a later release can correct).
    public var unverified: Set<String>
    /// The iOS versions that word it so.
    public var ios: IOSRange
    /// False for a state Settings shows but does not let people pick: location's one-time access
    /// reads "Ask Next Time Or When I Share", the choice it leaves behind.
    public var offered: Bool

    public init(_ state: PermissionState, en: String, ko: String, unverified: Set<String> = [], ios: IOSRange = .all,
                offered: Bool = true) {
        self.state = state
        labels = ["en": en, "ko": ko]
        self.unverified = unverified
        self.ios = ios
        self.offered = offered
    }

    /// The words for a resource without a list of its own: Settings shows a switch (camera,
    /// microphone, tracking …). iOS lists an app only once it has asked, so "Not Asked Yet" is
    /// permflow's wording for the simulated reset, not iOS's.
    public static let switchWords: [SettingsChoice] = [
        SettingsChoice(.notDetermined, en: "Not Asked Yet", ko: "아직 묻지 않음", unverified: ["en", "ko"]),
        SettingsChoice(.authorized, en: "On", ko: "켬", unverified: ["ko"]),
        SettingsChoice(.denied, en: "Off", ko: "끔", unverified: ["ko"]),
        SettingsChoice(.limited, en: "Limited Access", ko: "제한된 접근", unverified: ["ko"]),
        SettingsChoice(.provisional, en: "Deliver Quietly", ko: "조용히 전달", unverified: ["ko"]),
        SettingsChoice(.allowedOnce, en: "Allow Once", ko: "한 번 허용"),
        SettingsChoice(.whileUsing, en: "While Using the App", ko: "앱을 사용하는 동안"),
        SettingsChoice(.always, en: "Always", ko: "항상"),
        // Set by Screen Time or a device profile, never offered as a choice (`render --state`).
        SettingsChoice(.restricted, en: "Restricted", ko: "제한됨", unverified: ["en", "ko"]),
        SettingsChoice(.writeOnly, en: "Add Events Only", ko: "이벤트 추가만", unverified: ["ko"]),
    ]

    /// Precise Location's switch, under location's choices ("정확한 위치").
    public static let preciseName = ["en": "Precise Location", "ko": "정확한 위치"]
    /// A switch's two positions as the panel words them.
    public static let switchOn = ["en": "On", "ko": "켬"]
    public static let switchOff = ["en": "Off", "ko": "끔"]

    /// `words[locale]`, else the English.
    public static func word(_ words: [String: String], locale: String) -> String {
        words[locale] ?? words["en"] ?? ""
    }
}

extension ResourceInfo {
    /// The choices Settings offers on iOS `version`, in its order: the resource's own list, else
    /// nil (the caller derives them from the states, as for a switch).
    public func settingsList(ios version: Int) -> [SettingsChoice]? {
        let own = settings.filter { $0.ios.contains(version) }
        return own.isEmpty ? nil : own
    }

    /// What Settings calls `state` in `locale` on iOS `version` (English when the locale has no
    /// label): the resource's own wording, else the switch words.
    public func settingsLabel(_ state: PermissionState, locale: String, ios version: Int) -> String {
        let own = settings.first { $0.state == state && $0.ios.contains(version) }
        let choice = own ?? SettingsChoice.switchWords.first { $0.state == state }
        return choice.map { SettingsChoice.word($0.labels, locale: locale) } ?? state.rawValue
    }
}
