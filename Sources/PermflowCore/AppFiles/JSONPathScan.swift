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
        /// The current key path, joined: `joined[i]` is `Self.path` of its first i + 1 keys, each
        /// made from the one before by one append (joining the whole path for every string cost
        /// more than the rest of the scan; issue 32).
        var joined: [String] = []
        func push(_ key: String) {
            guard let last = joined.last else { return joined.append(key) }
            joined.append(last + Self.separator + key)
        }
        var path: String { joined.last ?? "" }
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
                if case .object(let key)? = stack.last, key != nil { joined.removeLast() }
                if !stack.isEmpty { stack.removeLast() }
                expectingKey = false
                cursor.advance()
            case UInt8(ascii: ","):
                if case .object(let key)? = stack.last {
                    if key != nil { joined.removeLast() }
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
                let (text, length, _) = cursor.quoted(escape: Self.escape)
                let place = Place(location: location, length: length)
                let string = String(decoding: text, as: UTF8.self)
                if expectingKey, case .object? = stack.last {
                    stack[stack.count - 1] = .object(key: string)
                    push(string)
                    keys[path] = place
                    expectingKey = false
                } else if case .object? = stack.last {
                    values[path] = place
                }
            default:
                cursor.advance()
            }
        }
    }

    /// After a backslash: JSON's escapes (a surrogate pair reads as two U+FFFD: the keys matched here are ASCII).
    private static func escape(_ cursor: inout ByteCursor, into text: inout [UInt8]) {
        guard let byte = cursor.readEscape(into: &text) else { return }
        switch byte {
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "u"): ByteCursor.append(scalar: cursor.hexNumber(digits: 4), to: &text)
        default: text.append(byte)
        }
    }
}
