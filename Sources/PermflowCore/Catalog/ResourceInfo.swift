/// An authorization state the simulated system can store for a resource.
public enum PermissionState: String, Sendable, Codable, CaseIterable {
    case notDetermined = "not-determined"
    case authorized
    case denied
    case limited
    case provisional
    case allowedOnce = "allowed-once"
    case whileUsing = "while-using"
    case always
    /// Access the person cannot change: Screen Time, parental controls or a device profile
    /// (`.restricted` in the authorization-status APIs). Set by no alert and no Settings row.
    case restricted
    /// Calendar's add-events-only access (iOS 17+, `EKAuthorizationStatus.writeOnly`).
    case writeOnly = "write-only"

    /// Whether the app may use the resource in this state, in some way: what a check's
    /// `allowed` key stands for.
    public var isGranted: Bool {
        switch self {
        case .authorized, .limited, .provisional, .allowedOnce, .whileUsing, .always, .writeOnly: true
        case .notDetermined, .denied, .restricted: false
        }
    }
}

/// A state a resource can be in though no answer to its alert stores it (restricted, calendar's
/// write-only), for the iOS versions that have it.
public struct StateSpec: Sendable, Codable, Hashable {
    public var state: PermissionState
    public var ios: IOSRange

    public init(_ state: PermissionState, ios: IOSRange = .all) {
        self.state = state
        self.ios = ios
    }
}

/// A range of iOS major versions, both ends inclusive; nil means unbounded.
public struct IOSRange: Sendable, Codable, Hashable {
    public var from: Int?
    public var through: Int?

    public init(from: Int? = nil, through: Int? = nil) {
        self.from = from
        self.through = through
    }

    public static let all = IOSRange()

    public func contains(_ version: Int) -> Bool {
        (from.map { version >= $0 } ?? true) && (through.map { version <= $0 } ?? true)
    }
}

/// One outcome an alert can produce: its key in flow files and the state it stores.
public struct OutcomeSpec: Sendable, Codable, Hashable {
    public var key: String
    public var state: PermissionState
    /// The iOS versions whose alert offers this outcome.
    public var ios: IOSRange

    public init(_ key: String, _ state: PermissionState, ios: IOSRange = .all) {
        self.key = key
        self.state = state
        self.ios = ios
    }
}

/// An Info.plist key, for the iOS versions that read it.
public struct PlistKey: Sendable, Codable, Hashable {
    /// Which field of an alert screen holds the key's text.
    public enum Field: String, Sendable, Codable, Hashable {
        /// `purpose` (for Health: the read purpose).
        case purpose
        /// `share-purpose`: Health's write purpose (NSHealthUpdateUsageDescription).
        case sharePurpose = "share-purpose"
    }

    public var key: String
    public var ios: IOSRange
    public var field: Field

    public init(_ key: String, ios: IOSRange = .all, from field: Field = .purpose) {
        self.key = key
        self.ios = ios
        self.field = field
    }
}

/// One button of a system alert, and the outcome key it produces (nil for a button that
/// leads to a second stage, such as iOS 18's contacts "Continue").
public struct AlertButton: Sendable, Codable, Hashable {
    public var label: String
    public var outcome: String?
    /// What shows the label is Apple's (see `Evidence`).
    public var evidence: Evidence

    enum CodingKeys: String, CodingKey { case label, outcome, status, source }

    public init(_ label: String, _ outcome: String?, _ evidence: Evidence = .unsourced) {
        self.label = label
        self.outcome = outcome
        self.evidence = evidence
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        outcome = try container.decodeIfPresent(String.self, forKey: .outcome)
        evidence = try Evidence.decode(container, status: .status, source: .source)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encodeIfPresent(outcome, forKey: .outcome)
        try evidence.encode(to: &container, status: .status, source: .source)
    }
}

/// Words the alert draws besides its title, message and buttons: the Precise switch's label and
/// values on the location alert (iOS 14+, over its map). An alert text without them has no map
/// and no switch (iOS 13's location alert).
public struct PreciseLabels: Sendable, Codable, Hashable {
    public var label: String
    public var on: String
    public var off: String
    public var evidence: Evidence

    enum CodingKeys: String, CodingKey { case label, on, off, evidence }

    public init(label: String, on: String, off: String, _ evidence: Evidence) {
        self.label = label
        self.on = on
        self.off = off
        self.evidence = evidence
    }

    /// A locale pack's labels; their evidence is the text's unless given.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        on = try container.decode(String.self, forKey: .on)
        off = try container.decode(String.self, forKey: .off)
        evidence = try container.decodeIfPresent(Evidence.self, forKey: .evidence) ?? .unsourced
    }
}

/// The text of one resource's system alert in one locale, for a range of iOS versions. Each
/// string carries its evidence; the alert's `status` is its weakest string's.
public struct AlertText: Sendable, Codable, Hashable {
    public var locale: String
    public var ios: IOSRange
    /// The title with `%@` where the app's name goes (the name is quoted by the caller).
    public var title: String
    public var titleEvidence: Evidence
    /// The system's own message, for alerts whose message is not the app's purpose string.
    public var systemMessage: String?
    public var systemMessageEvidence: Evidence?
    /// Buttons in the order iOS draws them (top to bottom, or left to right for two).
    public var buttons: [AlertButton]
    /// A second set of buttons shown after a first-stage button with no outcome.
    public var followUp: [AlertButton]?
    /// The map and Precise switch (location, iOS 14+); nil draws neither.
    public var precise: PreciseLabels?
    /// The second stage's own title and message (iOS 18 contacts), drawn instead of the first's.
    public var followUpTitle: SystemString?
    public var followUpMessage: SystemString?
    /// The picker the limited-access button opens, and its confirmation (iOS 18 contacts); nil
    /// stores `limited` at once.
    public var picker: LimitedPickerText?
    /// What the app would see, drawn under the message (iOS 17+ photos).
    public var libraryCounts: LibraryCountsText?

    enum CodingKeys: String, CodingKey {
        case locale, ios, title, systemMessage, buttons, followUp, precise, verified, status, source
        case followUpTitle, followUpMessage, picker, libraryCounts
    }

    /// A locale pack's text: one `status` (or the older `verified`) and `source` for all its
    /// strings; a pack that says neither is unverified.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        locale = try container.decodeIfPresent(String.self, forKey: .locale) ?? ""
        ios = try container.decodeIfPresent(IOSRange.self, forKey: .ios) ?? .all
        title = try container.decode(String.self, forKey: .title)
        // The message may carry its own evidence ({"text", "status", "source"}); as plain text it has the alert's.
        let message = try container.decodeIfPresent(SystemString.self, forKey: .systemMessage)
        systemMessage = message?.text
        var precise = try container.decodeIfPresent(PreciseLabels.self, forKey: .precise)
        let verified = try container.decodeIfPresent(Bool.self, forKey: .verified)
        let status = try container.decodeIfPresent(EvidenceStatus.self, forKey: .status)
            ?? (verified == true ? .verified : .unverified)
        let evidence = Evidence(status: status, source: try container.decodeIfPresent(String.self, forKey: .source) ?? "")
        if precise?.evidence == .unsourced { precise?.evidence = evidence }
        self.precise = precise
        titleEvidence = evidence
        systemMessageEvidence = message.map { $0.evidence == .unsourced ? evidence : $0.evidence }
        func stamped(_ buttons: [AlertButton]) -> [AlertButton] {
            buttons.map { button in
                var button = button
                if button.evidence.source.isEmpty, button.evidence.status == .unverified { button.evidence = evidence }
                return button
            }
        }
        buttons = stamped(try container.decode([AlertButton].self, forKey: .buttons))
        followUp = try container.decodeIfPresent([AlertButton].self, forKey: .followUp).map(stamped)
        func stamped(_ string: SystemString?) -> SystemString? {
            guard var string else { return nil }
            if string.evidence == .unsourced { string.evidence = evidence }
            return string
        }
        followUpTitle = stamped(try container.decodeIfPresent(SystemString.self, forKey: .followUpTitle))
        followUpMessage = stamped(try container.decodeIfPresent(SystemString.self, forKey: .followUpMessage))
        picker = try container.decodeIfPresent(LimitedPickerText.self, forKey: .picker)
        libraryCounts = try container.decodeIfPresent(LibraryCountsText.self, forKey: .libraryCounts)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        // A locale file's texts are in the file's locale: they leave it out.
        if !locale.isEmpty { try container.encode(locale, forKey: .locale) }
        try container.encode(ios, forKey: .ios)
        try container.encode(title, forKey: .title)
        if let systemMessage {
            let evidence = systemMessageEvidence ?? .unsourced
            if evidence == titleEvidence {
                try container.encode(systemMessage, forKey: .systemMessage)
            } else {
                try container.encode(SystemString(systemMessage, evidence), forKey: .systemMessage)
            }
        }
        try container.encode(buttons, forKey: .buttons)
        try container.encodeIfPresent(followUp, forKey: .followUp)
        try container.encodeIfPresent(precise, forKey: .precise)
        try container.encodeIfPresent(followUpTitle, forKey: .followUpTitle)
        try container.encodeIfPresent(followUpMessage, forKey: .followUpMessage)
        try container.encodeIfPresent(picker, forKey: .picker)
        try container.encodeIfPresent(libraryCounts, forKey: .libraryCounts)
        try container.encode(titleEvidence.status, forKey: .status)
        try container.encode(titleEvidence.source, forKey: .source)
    }

    public init(
        locale: String = "",
        ios: IOSRange = .all,
        title: String,
        _ titleEvidence: Evidence = .unsourced,
        systemMessage: String? = nil,
        systemMessageEvidence: Evidence? = nil,
        buttons: [AlertButton],
        followUp: [AlertButton]? = nil,
        followUpTitle: SystemString? = nil,
        followUpMessage: SystemString? = nil,
        picker: LimitedPickerText? = nil,
        precise: PreciseLabels? = nil,
        libraryCounts: LibraryCountsText? = nil
    ) {
        self.locale = locale
        self.ios = ios
        self.title = title
        self.titleEvidence = titleEvidence
        self.systemMessage = systemMessage
        self.systemMessageEvidence = systemMessage == nil ? nil : (systemMessageEvidence ?? .unsourced)
        self.buttons = buttons
        self.followUp = followUp
        self.followUpTitle = followUpTitle
        self.followUpMessage = followUpMessage
        self.picker = picker
        self.precise = precise
        self.libraryCounts = libraryCounts
    }

    /// Every string of the alert with its evidence, in drawing order.
    public var strings: [(text: String, evidence: Evidence)] {
        var all: [(text: String, evidence: Evidence)] = [(title, titleEvidence)]
        if let systemMessage { all.append((systemMessage, systemMessageEvidence ?? .unsourced)) }
        if let libraryCounts { all += libraryCounts.strings }
        if let precise { all.append((precise.label + precise.on + "/" + precise.off, precise.evidence)) }
        all += buttons.map { ($0.label, $0.evidence) }
        all += [followUpTitle, followUpMessage].compactMap { $0.map { ($0.text, $0.evidence) } }
        all += (followUp ?? []).map { ($0.label, $0.evidence) }
        all += picker?.strings ?? []
        return all
    }

    /// The weakest status of its strings: what a walk and `permflow resources` report.
    public var status: EvidenceStatus {
        strings.map(\.evidence.status).max() ?? .unverified
    }

    /// Whether every string was seen in a primary source.
    public var verified: Bool { status == .verified }
}

/// What sets a resource's alert and settings apart from the plain Allow / Don't Allow kind: the
/// knowledge the walker, renderer, graph and rules need, kept with the resource in the catalog
/// instead of comparing ids (`== "location"`) in each of them. What the alert's outcomes
/// already say (one-time, limited access) is read from them: `ResourceInfo.grantsOnce`,
/// `grantsLimited`.
public enum ResourceCapability: String, Sendable, Codable, Hashable, CaseIterable {
    /// The alert carries the Precise switch (`t` in the walker).
    case preciseSwitch
    /// The Core Location button grants this resource (one-time, silently after the first).
    case locationButton
    /// Settings offers Always even when no alert stored it.
    case settingsOffersAlways
    /// The app can be authorized quietly, without an alert (notifications' provisional
    /// authorization): a state a check on the resource may see.
    case provisional
    /// App Tracking Transparency's consent: denying it must keep every feature
    /// (`no-withholding`), and data collected for tracking waits for it
    /// (`tracking-before-collection`; `collects:` names it).
    case trackingConsent
    /// HealthKit: a full-screen sheet with one switch per data type instead of an alert
    /// (`HealthSheet`); the answer is per type, and an app never learns whether reading was denied.
    case healthSheet
}

/// A protected resource: its Info.plist key, the outcomes of its alert, and the alert's text.
public struct ResourceInfo: Sendable, Codable, Hashable {
    public var id: ResourceID
    /// What people would call it, for messages ("camera", "location").
    public var displayName: String
    public var plistKeys: [PlistKey]
    public var outcomes: [OutcomeSpec]
    /// Whether the alert shows the app's purpose string (notifications show the system's message).
    public var takesPurpose: Bool
    public var alerts: [AlertText]
    /// What is special about this resource (empty for most).
    public var capabilities: Set<ResourceCapability> = []
    /// The resource whose grant this one's alert upgrades, when its alert is an upgrade alert:
    /// `location-always` upgrades `location` (from While Using to Always, asked at most once).
    public var upgrades: ResourceID?
    /// States the resource can be in that no answer to its alert stores: `restricted` where the
    /// resource's authorization API has it, calendar's `write-only`. What a check may map.
    public var otherStates: [StateSpec] = []
    /// The choices Settings offers, in its order and words (`SettingsChoice`); empty for a
    /// resource Settings shows as a switch.
    public var settings: [SettingsChoice]
    /// The iOS versions on which the resource exists (AlarmKit: iOS 26 and later); a flow for
    /// another version that names it is refused (`flow-unknown-resource`).
    public var ios: IOSRange = .all

    public init(
        id: ResourceID,
        displayName: String,
        plistKeys: [PlistKey],
        outcomes: [OutcomeSpec],
        takesPurpose: Bool = true,
        capabilities: Set<ResourceCapability> = [],
        upgrades: ResourceID? = nil,
        otherStates: [StateSpec] = [],
        alerts: [AlertText] = [],
        settings: [SettingsChoice] = [],
        ios: IOSRange = .all
    ) {
        self.id = id
        self.displayName = displayName
        self.plistKeys = plistKeys
        self.outcomes = outcomes
        self.takesPurpose = takesPurpose
        self.capabilities = capabilities
        self.upgrades = upgrades
        self.otherStates = otherStates
        self.alerts = alerts
        self.settings = settings
        self.ios = ios
    }

    /// Whether the resource exists on iOS `version`.
    public func exists(ios version: Int) -> Bool { ios.contains(version) }

    public func has(_ capability: ResourceCapability) -> Bool { capabilities.contains(capability) }

    /// For an upgrade alert, the state of the upgraded resource it is offered from: the state its
    /// first outcome keeps (`location-always`: Keep Only While Using → while-using). Nil otherwise.
    public var upgradedFrom: PermissionState? {
        upgrades == nil ? nil : outcomes.first?.state
    }

    /// Whether the alert can grant one-time access (location's Allow Once), which a relaunch ends.
    public var grantsOnce: Bool { outcomes.contains { $0.state == .allowedOnce } }

    /// Whether the alert can grant limited access (photos' and contacts' selection), on some iOS version.
    public var grantsLimited: Bool { outcomes.contains { $0.state == .limited } }

    /// Whether the alert can deny (an upgrade alert cannot: its answers keep or raise a grant).
    public func canDeny(ios version: Int) -> Bool {
        outcomes(ios: version).contains { $0.state == .denied }
    }

    /// Every state the resource can be in on iOS `version`, in order: not determined, what its
    /// alert stores, Always when Settings offers it, provisional when the app can ask quietly,
    /// then `otherStates` (restricted, write-only). What a `kind: check` on the resource can see.
    public func states(ios version: Int) -> [PermissionState] {
        var states: [PermissionState] = [.notDetermined]
        for outcome in outcomes(ios: version) where !states.contains(outcome.state) { states.append(outcome.state) }
        if has(.settingsOffersAlways), !states.contains(.always) { states.append(.always) }
        if has(.provisional), !states.contains(.provisional) { states.append(.provisional) }
        for other in otherStates where other.ios.contains(version) && !states.contains(other.state) { states.append(other.state) }
        return states
    }

    /// The iOS versions on which the resource can be in `state`, when some version has it: for
    /// "contacts has no 'limited' on iOS 17 (iOS 18 and later have it)".
    public func iosRange(having state: PermissionState) -> IOSRange? {
        if state == .notDetermined { return .all }
        return outcomes.first { $0.state == state }?.ios ?? otherStates.first { $0.state == state }?.ios
    }

    /// The outcomes the alert offers on iOS `version`.
    public func outcomes(ios version: Int) -> [OutcomeSpec] {
        outcomes.filter { $0.ios.contains(version) }
    }

    /// The Info.plist key iOS `version` reads.
    public func plistKey(ios version: Int) -> String? {
        plistKeys.first { $0.ios.contains(version) }?.key ?? plistKeys.first?.key
    }

    /// The alert text for `locale` and iOS `version`, falling back to English.
    public func alert(locale: String, ios version: Int) -> AlertText? {
        alerts.first { $0.locale == locale && $0.ios.contains(version) }
            ?? alerts.first { $0.locale == "en" && $0.ios.contains(version) }
    }

    /// The outcome key that produced `state`, when the alert can produce it.
    public func outcomeKey(producing state: PermissionState, ios version: Int) -> String? {
        outcomes(ios: version).first { $0.state == state }?.key
    }
}
