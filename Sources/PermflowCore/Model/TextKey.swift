/// An identifier a flow file writes as text (a resource id, an outcome key): a distinct type per
/// kind of identifier, so one is never passed for the other, coded as a plain JSON string.
public protocol TextKey: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
                         CustomStringConvertible where RawValue == String, StringLiteralType == String {
    init(rawValue: String)
}

extension TextKey {
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
