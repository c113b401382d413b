/// One linear pass over a String Catalog's JSON that finds where each string value and each
/// object key is written, by its key path (`strings` › key › `localizations` › `ko` › `stringUnit`
/// › `value`). Foundation's `JSONDecoder` reads the values (and refuses what is not JSON); it
/// reports no positions. Also bounds nesting, as the decoder would, for a clear message.
struct JSONPathScan {
    struct Place {
        var location: SourceLocation
        /// Scalars written on the first line (at least 1).
        var length: Int
    }

    /// String values by key path (components joined with `JSONPathScan.separator`).
    var values: [String: Place] = [:]
    /// Object keys by key path (the path ends with the key itself).
    var keys: [String: Place] = [:]
    var tooDeep: SourceLocation?

    static let separator = "\u{1F}"

    static func path(_ components: [String]) -> String { components.joined(separator: separator) }

    private enum Container {
        case object(key: String?)
        case array
    }

    init(_ bytes: [UInt8], maxDepth: Int) {
        var cursor = ByteCursor(bytes)
        var stack: [Container] = []
        var path: [String] = []
        /// Whether the next string in the current object is a key.
        var expectingKey = false
        while let byte = cursor.peek() {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append(byte == UInt8(ascii: "{") ? .object(key: nil) : .array)
                if stack.count > maxDepth {
                    tooDeep = cursor.location
                    return
                }
                expectingKey = byte == UInt8(ascii: "{")
                cursor.advance()
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if case .object(let key)? = stack.last, key != nil { path.removeLast() }
                if !stack.isEmpty { stack.removeLast() }
                expectingKey = false
                cursor.advance()
            case UInt8(ascii: ","):
                if case .object(let key)? = stack.last {
                    if key != nil { path.removeLast() }
                    stack[stack.count - 1] = .object(key: nil)
                    expectingKey = true
                }
                cursor.advance()
            case UInt8(ascii: ":"):
                expectingKey = false
                cursor.advance()
            case UInt8(ascii: "\""):
                cursor.advance()
                let location = cursor.location
                let start = cursor.index
                var text: [UInt8] = []
                while let next = cursor.peek(), next != UInt8(ascii: "\"") {
                    if next == UInt8(ascii: "\\") {
                        cursor.advance()
                        Self.escape(&cursor, into: &text)
                        continue
                    }
                    text.append(next)
                    cursor.advance()
                }
                let place = Place(location: location, length: max(1, cursor.scalars(from: start)))
                cursor.advance()
                let string = String(decoding: text, as: UTF8.self)
                if expectingKey, case .object? = stack.last {
                    stack[stack.count - 1] = .object(key: string)
                    path.append(string)
                    keys[Self.path(path)] = place
                    expectingKey = false
                } else if case .object? = stack.last {
                    values[Self.path(path)] = place
                }
            default:
                cursor.advance()
            }
        }
    }

    /// After a backslash: JSON's escapes (a `\u` pair of surrogates becomes one scalar).
    private static func escape(_ cursor: inout ByteCursor, into text: inout [UInt8]) {
        guard let byte = cursor.peek() else { return }
        cursor.advance()
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "u"):
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let next = cursor.peek(), let digit = Self.hex(next) else { break }
                value = value * 16 + digit
                cursor.advance()
            }
            text.append(contentsOf: Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8))
        default: text.append(byte)
        }
    }

    private static func hex(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
