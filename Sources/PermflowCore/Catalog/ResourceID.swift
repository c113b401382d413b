/// The id of a protected resource as flow files write it (`camera`, `location`).
///
/// Any text is an id: a flow naming a resource the catalog does not know still parses, and
/// `flow-unknown-resource` reports it; `SystemAlertCatalog.resource(_:)` is nil for it. What a
/// resource can do is never read from its id but from its catalog entry (`ResourceCapability`),
/// so code holds no resource names: a new resource is a new catalog entry.
public struct ResourceID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
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

    public static func < (lhs: ResourceID, rhs: ResourceID) -> Bool { lhs.rawValue < rhs.rawValue }
}
