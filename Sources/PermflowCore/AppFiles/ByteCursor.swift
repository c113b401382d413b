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

    /// Where the next `end` byte is and the scalars before it, when no `stop` byte and no control
    /// byte (below 0x20, line feeds among them) comes first; nil otherwise.
    func plainRun(upTo end: UInt8, stoppingAt stop: UInt8) -> (end: Int, scalars: Int)? {
        var at = index
        var scalars = 0
        while at < bytes.count {
            let byte = bytes[at]
            if byte == end { return (at, scalars) }
            if byte == stop || byte < 0x20 { return nil }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            at += 1
        }
        return nil
    }

    /// Moves `count` bytes on, which hold no line feed and `scalars` scalars (`plainRun`'s).
    mutating func advance(withinLine count: Int, scalars: Int) {
        index = min(bytes.count, index + count)
        column += scalars
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

    /// A quoted string's text from just after its opening quote to the closing `quote` (consumed),
    /// with `escape` reading what follows each backslash; the scalars it spans on its first line;
    /// and whether the closing quote was found.
    mutating func quoted(by quote: UInt8 = UInt8(ascii: "\""), escape: (inout ByteCursor, inout [UInt8]) -> Void)
        -> (text: [UInt8], length: Int, closed: Bool) {
        let first = index
        var lineLength: Int?
        var text: [UInt8] = []
        while let next = peek() {
            if next == 0x0A, lineLength == nil { lineLength = scalars(from: first) }
            if next == quote {
                let length = lineLength ?? scalars(from: first)
                advance()
                return (text, max(1, length), true)
            }
            advance()
            if next == UInt8(ascii: "\\") { escape(&self, &text) } else { text.append(next) }
        }
        return (text, max(1, lineLength ?? scalars(from: first)), false)
    }

    /// Up to `digits` hex digits at the cursor, as a number (0 when there are none).
    mutating func hexNumber(digits: Int) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let next = peek(), let digit = Self.hexValue(next) else { break }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// After a backslash: moves past the escape's first byte. The escapes JSON and old-style
    /// property lists share, `\n`, `\t` and `\r`, are appended to `text` as the controls they
    /// name (nil is returned); any other byte is returned for the format's own escapes. Nil at the end.
    mutating func readEscape(into text: inout [UInt8]) -> UInt8? {
        guard let byte = peek() else { return nil }
        advance()
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        default: return byte
        }
        return nil
    }

    /// The UTF-8 of scalar `value` (U+FFFD for a value that is not one, such as a lone surrogate).
    static func append(scalar value: UInt32, to text: inout [UInt8]) {
        text.append(contentsOf: Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8))
    }
}
