/// Words the alert draws besides its title, message and buttons: the Precise switch's label and
/// values on the location alert (iOS 14+, over its map). An alert text without them has no map
/// and no switch (iOS 13's location alert).
public struct PreciseLabels: Sendable, Codable, Hashable {
    public var label: String
    public var on: String
    public var off: String
    public var evidence: Evidence

    enum CodingKeys: String, CodingKey { case label, on, off, evidence }
}

extension PreciseLabels {
    /// A locale pack's labels; their evidence is the text's unless given.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        on = try container.decode(String.self, forKey: .on)
        off = try container.decode(String.self, forKey: .off)
        evidence = try container.decodeIfPresent(Evidence.self, forKey: .evidence) ?? .unsourced
    }
}
