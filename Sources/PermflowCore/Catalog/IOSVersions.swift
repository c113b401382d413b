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
    /// Nil when the version's alerts are sourced; otherwise the version drawn in its place
    /// until they are (a flow naming it gets a warning).
    public var drawnAs: Int?
    /// Version numbers Apple skipped right before this one (iOS 26 followed iOS 18).
    public var skipped: ClosedRange<Int>?
    public var look: AlertLook
    public var lookEvidence: Evidence
    /// What changed in the permission alerts with this version (for `permflow resources`).
    public var changes: String

    public init(_ version: Int, drawnAs: Int? = nil, skipped: ClosedRange<Int>? = nil, look: AlertLook = .classic,
                lookEvidence: Evidence, changes: String) {
        self.version = version
        self.drawnAs = drawnAs
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
        IOSVersionInfo(18, lookEvidence: classicLook, changes: "contacts: Continue, then Select Contacts / Allow Full Access"),
        IOSVersionInfo(26, skipped: 19...25, look: .glass, lookEvidence: .weak("S12, S13: app alerts only; no source shows a permission alert"),
                       changes: "Liquid Glass look; no wording change found (location unchanged on 26.5, S14); AlarmKit's alert is new (S19)"),
        IOSVersionInfo(27, drawnAs: 26, look: .glass, lookEvidence: .unverified("no source on iOS 27 alerts yet"),
                       changes: "not sourced yet: drawn as iOS 26"),
    ]

    public static func info(_ version: Int) -> IOSVersionInfo? {
        table.first { $0.version == version }
    }

    /// The versions whose alerts permflow draws as themselves, oldest first.
    public static var drawn: [Int] { table.filter { $0.drawnAs == nil }.map(\.version) }

    /// The newest sourced version: the default for `ios:` and `init`.
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

    public static func reading(_ version: Int) -> Reading {
        if let info = info(version) {
            if let stand = info.drawnAs { return .drawnAs(stand) }
            return .drawn
        }
        if let next = table.first(where: { $0.skipped?.contains(version) ?? false }), let gap = next.skipped {
            return .skipped(next: next.version, gap: gap)
        }
        return .unknown
    }
}
