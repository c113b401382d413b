/// A reading position in UTF-8 bytes that knows its line and column as `SourceFile` counts them
/// (1-based; columns count Unicode scalars), for the scanners that find where an app file's
/// values are written. Foundation's decoders read the values; they report no positions.
struct ByteCursor {
    let bytes: [UInt8]
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }
    var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// The byte `offset` ahead of the cursor, or nil past the end.
    func peek(_ offset: Int = 0) -> UInt8? {
        let at = index + offset
        return at >= 0 && at < bytes.count ? bytes[at] : nil
    }

    /// Whether the bytes at the cursor are `literal`.
    func looks(at literal: [UInt8]) -> Bool {
        guard bytes.count - index >= literal.count else { return false }
        for (offset, byte) in literal.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // A continuation byte belongs to the scalar already counted.
            column += 1
        }
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    /// Moves past the next `literal` (or to the end); whether it was found.
    @discardableResult
    mutating func skip(past literal: [UInt8]) -> Bool {
        while !isAtEnd {
            if looks(at: literal) {
                advance(by: literal.count)
                return true
            }
            advance()
        }
        return false
    }

    /// Scalars from `start` (an index the cursor passed on the same line) to the cursor.
    func scalars(from start: Int) -> Int {
        var count = 0
        for at in start..<min(index, bytes.count) where bytes[at] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
