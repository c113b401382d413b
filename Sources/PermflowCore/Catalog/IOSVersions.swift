/// How a version's system alerts are laid out: iOS 13–18's centred text with ruled buttons, or
/// iOS 26's Liquid Glass (leading text, dimmer message, capsule buttons, no rules).
public enum AlertLook: String, Sendable, Codable, Hashable {
    case classic
    case glass
}

/// One iOS version permflow knows, as data: adding the next version is a new entry here (and
/// alert texts in `SystemAlertTable.swift` where its strings change), no code.
public struct IOSVersionInfo: Sendable, Hashable {
    public var version: Int
    /// Nil for a released version; for one Apple has announced whose alerts no source shows
    /// yet (a beta), the version drawn in its place (a flow naming it gets a warning).
    public var drawnAs: Int?
    /// Nil when each string names its own evidence for this version; otherwise the older version
    /// whose strings stand here because no source shows what changed since (iOS 27 carries iOS
    /// 26's over): a string sourced only up to it is drawn with its evidence marked carried over.
    public var carriesOver: Int?
    /// Version numbers Apple skipped right before this one (iOS 26 followed iOS 18).
    public var skipped: ClosedRange<Int>?
    public var look: AlertLook
    public var lookEvidence: Evidence
    /// What changed in the permission alerts with this version (for `permflow resources`).
    public var changes: String

    public init(_ version: Int, drawnAs: Int? = nil, carriesOver: Int? = nil, skipped: ClosedRange<Int>? = nil,
                look: AlertLook = .classic, lookEvidence: Evidence, changes: String) {
        self.version = version
        self.drawnAs = drawnAs
        self.carriesOver = carriesOver
        self.skipped = skipped
        self.look = look
        self.lookEvidence = lookEvidence
        self.changes = changes
    }
}

/// The iOS versions a flow's `ios:` may name. Sources: shared/research/ios-permission-alerts.md
/// (tags S1… in `EvidenceSources`).
public enum IOSVersions {
    private static let classicLook = Evidence.verified("S1, S12 (SwiftUI_classic.png)")

    public static let table: [IOSVersionInfo] = [
        IOSVersionInfo(13, lookEvidence: classicLook, changes: "location: Allow While Using App first, Allow Once new, no map, no Precise"),
        IOSVersionInfo(14, lookEvidence: classicLook,
                       changes: "location: new title and order, map with the Precise switch; photos: limited library (Select Photos…)"),
        IOSVersionInfo(15, lookEvidence: classicLook, changes: "no alert change found"),
        IOSVersionInfo(16, lookEvidence: classicLook, changes: "no alert change found"),
        IOSVersionInfo(17, lookEvidence: classicLook,
                       changes: "photos: Limit Access… / Allow Full Access; calendar and reminders: full access; camera and microphone: OK became Allow (17.0.x still OK)"),
        IOSVersionInfo(18, lookEvidence: classicLook, changes: "contacts: Continue, then a system sheet with Select Contacts / Share All N Contacts"),
        IOSVersionInfo(26, skipped: 19...25, look: .glass, lookEvidence: .weak("S12, S13: app alerts only; no source shows a permission alert"),
                       changes: "Liquid Glass look; data alerts' English titles in sentence case with a period, photos-add with Allow (26.4); location unchanged on 26.5 (S14); "
                           + "AlarmKit's alert is new (S19)"),
        // Released 2026-09-14 (27.2 by late October); shared/research/ios-alerts-2026-update.md.
        IOSVersionInfo(27, carriesOver: 26, look: .glass,
                       lookEvidence: .weak("Liquid Glass refined (a developer summary of Apple's Adopting Liquid Glass, id 67510067122); no permission alert shown"),
                       changes: "no captured alert text: every alert drawn as on iOS 26, its strings marked carried over; "
                           + "App Tracking Transparency's EU sheet (27.2, device.country DE, FR, IT, PL, RO; wording unverified); "
                           + "Health's Only the Last 30 Days (unverified); photos without an access level deprecated (a lint hint)"),
    ]

    public static func info(_ version: Int) -> IOSVersionInfo? {
        table.first { $0.version == version }
    }

    /// `evidence` of a string sourced for `range`, as it stands on iOS `version`: marked carried
    /// over when the version carries an older one's strings over and the string's sources stop
    /// before it (a string sourced for the version itself, or the flow's own, keeps its status).
    public static func evidence(_ evidence: Evidence, sourcedFor range: IOSRange, on version: Int) -> Evidence {
        guard let older = carriedOver[version], status(evidence.status, sourcedFor: range, on: version) != evidence.status else {
            return evidence
        }
        return Evidence(status: .carriedOver, source: "as on iOS \(older): " + evidence.source)
    }

    /// The status alone of `evidence(_:sourcedFor:on:)`, for what reads only statuses (a walk's
    /// wording note, an alert's weakest string).
    public static func status(_ status: EvidenceStatus, sourcedFor range: IOSRange, on version: Int) -> EvidenceStatus {
        guard let older = carriedOver[version], (range.from ?? 0) <= older, status != .overridden, status < .carriedOver else { return status }
        return .carriedOver
    }

    /// Version → the older version whose strings it carries over (`IOSVersionInfo.carriesOver`).
    static let carriedOver: [Int: Int] = Dictionary(table.compactMap { info in info.carriesOver.map { (info.version, $0) } },
                                                    uniquingKeysWith: { first, _ in first })

    /// The versions whose alerts permflow draws as themselves, oldest first.
    public static var drawn: [Int] { table.filter { $0.drawnAs == nil }.map(\.version) }

    /// The newest version drawn (sourced, or carrying an older one's strings over): the default
    /// for `ios:` and `init`.
    public static var newest: Int { drawn.last ?? 18 }

    public static var oldest: Int { drawn.first ?? 13 }

    /// What a flow naming `version` gets.
    public enum Reading: Equatable, Sendable {
        /// Drawn as itself.
        case drawn
        /// Known but not sourced: drawn as the given version, with a warning.
        case drawnAs(Int)
        /// Apple skipped it; the version after the gap.
        case skipped(next: Int, gap: ClosedRange<Int>)
        case unknown
    }

    /// What a flow naming `version` gets from `table` (the built-in one unless a test gives
    /// another: no version is announced and unsourced today).
    public static func reading(_ version: Int, in table: [IOSVersionInfo] = table) -> Reading {
        if let info = table.first(where: { $0.version == version }) {
            if let stand = info.drawnAs { return .drawnAs(stand) }
            return .drawn
        }
        if let next = table.first(where: { $0.skipped?.contains(version) ?? false }), let gap = next.skipped {
            return .skipped(next: next.version, gap: gap)
        }
        return .unknown
    }
}
