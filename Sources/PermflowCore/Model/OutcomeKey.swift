/// A key of a screen's `on:`: an alert's or location button's outcome (`allow`, `deny`,
/// `allow-once` …) or a check's route (a state, `allowed`, `otherwise` …).
///
/// Flow files write them as text and the catalog names the outcomes each alert produces; code
/// that decides where a walk goes compares these values, never strings, and names the few keys
/// the system itself follows (`allowOnce`, `deny`) here.
public struct OutcomeKey: RawRepresentable, Hashable, Comparable, Sendable, Codable,
                          ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    public static func < (lhs: OutcomeKey, rhs: OutcomeKey) -> Bool { lhs.rawValue < rhs.rawValue }

    /// One-time access: what a location button's tap follows whenever it leaves location granted.
    public static let allowOnce = OutcomeKey("allow-once")
    /// A refusal: what a location button's tap follows when location ends up denied.
    public static let deny = OutcomeKey("deny")
}

extension Screen {
    /// The keys the screen's `on:` maps, as written.
    public var outcomeKeys: Set<OutcomeKey> {
        Set(self.outcomes.map { OutcomeKey($0.key.value) })
    }

    /// The keys the screen's `on:` maps, in the order written.
    public var orderedOutcomeKeys: [OutcomeKey] {
        self.outcomes.map { OutcomeKey($0.key.value) }
    }

    /// The screen `key` leads to, as written; nil when `on:` does not map it.
    public func target(of key: OutcomeKey) -> String? {
        self.outcomes.first { $0.key.value == key.rawValue }?.target.value
    }
}
