/// A position in a flow file: 1-based line and column (columns count Unicode scalars, as libyaml does).
///
/// Stored as two 32-bit numbers (8 bytes, not 16): a flow keeps a location in every value it
/// read, and a large flow holds millions (docs/benchmarks.md, "Issue 32: memory"). A number past
/// 32 bits (a file of two billion lines) is clamped, never trapped; reading and writing use `Int`.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        @inline(__always) get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        @inline(__always) get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The start of a file, used when a problem concerns the file as a whole.
    public static let fileStart = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }

    // Coded as before the 32-bit storage: `{"line": …, "column": …}`.
    private enum CodingKeys: String, CodingKey {
        case line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}

/// A value together with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation
    /// 32 bits, like the location's numbers (`length` reads and writes it as an `Int`).
    private var storedLength: Int32

    /// How many scalars of the source line the value spans, for underlining (at least 1).
    public var length: Int {
        @inline(__always) get { Int(storedLength) }
        set { storedLength = Int32(clamping: newValue) }
    }

    public init(_ value: Value, at location: SourceLocation, length: Int = 1) {
        self.value = value
        self.location = location
        self.storedLength = Int32(clamping: max(1, length))
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
