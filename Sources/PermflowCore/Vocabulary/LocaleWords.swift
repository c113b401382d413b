/// The simulated iPhone's own words in one locale besides its alerts' text: how it quotes an
/// app's name, what Settings > Privacy says, the Health sheet, the contacts a new device holds,
/// and the starter copy `permflow init` writes. A locale file (`LocalePack`) carries them; the
/// catalog keeps them per locale and looks them up with the same fallback for every word: the
/// locale, then its language, then English.
public struct LocaleWords: Sendable, Codable, Hashable {
    /// The quotes iOS sets an app's name in, opening and closing ("“", "”"; Korean ‘ ’).
    public var quotes: [String]?
    public var settings: SettingsWords?
    public var health: HealthWords?
    public var device: DeviceWords?
    /// The location button's titles (the vocabulary's `system-titles`), which the button draws.
    public var locationTitles: [String]?
    /// What `permflow init` writes in this locale.
    public var starters: StarterWords?
    /// App Tracking Transparency's EU sheet (iOS 27.2).
    public var trackingSheet: TrackingSheetText?
    /// The language its copy is written in and its script (`copy-language`).
    public var language: LanguageScript?

    public init(quotes: [String]? = nil, settings: SettingsWords? = nil, health: HealthWords? = nil,
                trackingSheet: TrackingSheetText? = nil, device: DeviceWords? = nil,
                locationTitles: [String]? = nil, starters: StarterWords? = nil, language: LanguageScript? = nil) {
        self.quotes = quotes
        self.settings = settings
        self.health = health
        self.device = device
        self.locationTitles = locationTitles
        self.starters = starters
        self.trackingSheet = trackingSheet
        self.language = language
    }

    /// These words with `other`'s laid over them: what `other` gives replaces, the rest stays.
    public func merged(with other: LocaleWords) -> LocaleWords {
        LocaleWords(quotes: other.quotes ?? quotes, settings: merge(settings, other.settings) { $0.merged(with: $1) },
                    health: merge(health, other.health) { $0.merged(with: $1) },
                    trackingSheet: merge(trackingSheet, other.trackingSheet) { $0.merged(with: $1) }, device: other.device ?? device,
                    locationTitles: other.locationTitles ?? locationTitles,
                    starters: merge(starters, other.starters) { $0.merged(with: $1) }, language: other.language ?? language)
    }

    /// The names of the sections a locale file can carry, for `permflow locales`.
    /// A part of the words, as a lookup names what it reads (`SystemAlertCatalog.word`): a
    /// built-in file reads only the parts asked for.
    public enum Part: Sendable, Hashable, CaseIterable {
        case quotes, settings, health, trackingSheet, device, locationTitles, starters, language
    }

    public var sections: [String] {
        [("quotes", quotes != nil), ("settings", settings != nil), ("health", health != nil), ("device", device != nil),
         ("starters", starters != nil), ("trackingSheet", trackingSheet != nil), ("language", language != nil)].filter(\.1).map(\.0)
    }
}

/// `new` over `old`, merged by `combine` when both exist.
func merge<Value>(_ old: Value?, _ new: Value?, _ combine: (Value, Value) -> Value) -> Value? {
    guard let old else { return new }
    guard let new else { return old }
    return combine(old, new)
}

/// Settings > Privacy's words: its heading, each resource's name, each choice's label, and the
/// Precise Location switch. `choices` is keyed by resource id; `switch` labels a resource that has
/// no list of its own (On / Off …).
public struct SettingsWords: Sendable, Codable, Hashable {
    public var heading: String?
    public var precise: String?
    /// Tracking's device-wide switch, Allow Apps to Request to Track.
    public var trackingRequests: String?
    /// The same switch as Settings words it on a device in the EU on iOS 27.2 and later.
    public var trackingRequestsEU: String?
    public var on: String?
    public var off: String?
    public var names: [String: String]?
    public var choices: [String: [ChoiceLabel]]?

    public init(heading: String? = nil, precise: String? = nil, trackingRequests: String? = nil, trackingRequestsEU: String? = nil,
                on: String? = nil, off: String? = nil, names: [String: String]? = nil, choices: [String: [ChoiceLabel]]? = nil) {
        self.heading = heading
        self.precise = precise
        self.trackingRequests = trackingRequests
        self.trackingRequestsEU = trackingRequestsEU
        self.on = on
        self.off = off
        self.names = names
        self.choices = choices
    }

    /// The key of `choices` whose labels serve every resource without a list of its own.
    public static let switchKey = "switch"

    func merged(with other: SettingsWords) -> SettingsWords {
        SettingsWords(heading: other.heading ?? heading, precise: other.precise ?? precise,
                      trackingRequests: other.trackingRequests ?? trackingRequests,
                      trackingRequestsEU: other.trackingRequestsEU ?? trackingRequestsEU, on: other.on ?? on, off: other.off ?? off,
                      names: merge(names, other.names) { $0.merging($1) { _, new in new } },
                      choices: merge(choices, other.choices) { $0.merging($1) { _, new in new } })
    }

    /// The label of `state` in list `key` (a resource id, or `switchKey`) on iOS `version`.
    func label(_ state: PermissionState, in key: String, ios version: Int) -> String? {
        choices?[key]?.first { $0.state == state && ($0.ios ?? .all).contains(version) }?.label
    }
}

/// What Settings calls one state, on the iOS versions given (all when none).
public struct ChoiceLabel: Sendable, Codable, Hashable {
    public var state: PermissionState
    public var ios: IOSRange?
    public var label: String
    /// `verified` when a public source shows the wording; a pack's label without it is unverified.
    public var status: EvidenceStatus?

    public init(_ state: PermissionState, ios: IOSRange? = nil, _ label: String, status: EvidenceStatus? = nil) {
        self.state = state
        self.ios = ios
        self.label = label
        self.status = status
    }
}

/// The Health sheet's words: its own strings per iOS range, and each data type's name.
public struct HealthWords: Sendable, Codable, Hashable {
    public var sheet: [HealthSheetText]?
    /// Data type id (`heart-rate`) → what the sheet's row says, with its evidence.
    public var types: [String: SystemString]?
    /// iOS 27's switch that shares only recent data instead of the whole history.
    public var recentWindow: SystemString?

    public init(sheet: [HealthSheetText]? = nil, types: [String: SystemString]? = nil, recentWindow: SystemString? = nil) {
        self.sheet = sheet
        self.types = types
        self.recentWindow = recentWindow
    }

    func merged(with other: HealthWords) -> HealthWords {
        HealthWords(sheet: other.sheet ?? sheet, types: merge(types, other.types) { $0.merging($1) { _, new in new } },
                    recentWindow: other.recentWindow ?? recentWindow)
    }
}

/// What a new simulated device holds, in words: the contacts its contact picker lists when a flow
/// names none.
public struct DeviceWords: Sendable, Codable, Hashable {
    public var contacts: [String]?
    /// The photos the photo picker lists when a flow names none (what each shows, as a caption).
    public var photos: [String]?

    public init(contacts: [String]? = nil, photos: [String]? = nil) {
        self.contacts = contacts
        self.photos = photos
    }
}
