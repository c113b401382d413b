/// A position in a flow file: 1-based line and column (columns count Unicode scalars, as libyaml does).
public struct SourceLocation: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file, used when a problem concerns the file as a whole.
    public static let fileStart = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A value together with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation
    /// How many scalars of the source line the value spans, for underlining (at least 1).
    public var length: Int

    public init(_ value: Value, at location: SourceLocation, length: Int = 1) {
        self.value = value
        self.location = location
        self.length = max(1, length)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
