/// One button of a system alert, and the outcome key it produces (nil for a button that
/// leads to a second stage, such as iOS 18's contacts "Continue").
public struct AlertButton: Sendable, Codable, Hashable {
    public var label: String
    public var outcome: String?
    /// What shows the label is Apple's (see `Evidence`).
    public var evidence: Evidence

    enum CodingKeys: String, CodingKey, CaseIterable { case label, outcome, status, source }

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
