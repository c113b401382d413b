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
