/// How well public sources back a system string: the research's ✔, ◐ and ✗
/// (shared/research/ios-permission-alerts.md; docs/ios-versions.md explains each).
public enum EvidenceStatus: String, Sendable, Codable, Hashable, CaseIterable, Comparable {
    /// Seen in a primary or near-primary source: Apple's docs or HIG, strings read from the
    /// system frameworks, UI-automation tables or real-device and simulator logs.
    case verified
    /// The flow's own text (an `alert:` override): the team that wrote the flow vouches for it,
    /// not permflow's sources. A locale pack never carries it.
    case overridden
    /// Sourced for an older iOS version only, and drawn on a newer one that no source shows
    /// changed it (`IOSVersionInfo.carriesOver`): iOS 26's strings on iOS 27.
    case carriedOver = "carried-over"
    /// One weak source only: a developer's comment, a press paraphrase, an imitation.
    case weak
    /// No source found: permflow's best guess.
    case unverified

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The mark the research and `permflow resources` use.
    public var mark: String {
        switch self {
        case .verified: "\u{2714}"
        case .overridden: "\u{270E}"
        case .carriedOver: "\u{21B7}"
        case .weak: "\u{25D0}"
        case .unverified: "\u{2717}"
        }
    }
}

/// A string's evidence: its status and the sources it rests on (tags of `EvidenceSources`, or
/// free text for a locale pack's own capture) or, unverified, why none settles it.
public struct Evidence: Sendable, Codable, Hashable {
    public var status: EvidenceStatus
    public var source: String

    /// No evidence given: what a locale pack's string without a `status` gets.
    public static let unsourced = Evidence(status: .unverified, source: "")

    /// The `status` and `source` keys of a string's own JSON (a locale pack's button or string);
    /// without them, unverified with no source.
    static func decode<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, status: Key, source: Key) throws -> Evidence {
        Evidence(status: try container.decodeIfPresent(EvidenceStatus.self, forKey: status) ?? .unverified,
                 source: try container.decodeIfPresent(String.self, forKey: source) ?? "")
    }

    /// Writes `status` and `source` beside the string they are about.
    func encode<Key: CodingKey>(to container: inout KeyedEncodingContainer<Key>, status: Key, source: Key) throws {
        try container.encode(self.status, forKey: status)
        try container.encode(self.source, forKey: source)
    }

    static func verified(_ source: String) -> Evidence { Evidence(status: .verified, source: source) }
    static func weak(_ source: String) -> Evidence { Evidence(status: .weak, source: source) }
    static func unverified(_ why: String) -> Evidence { Evidence(status: .unverified, source: why) }
}
