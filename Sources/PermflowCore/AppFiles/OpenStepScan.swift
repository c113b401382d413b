/// The tokens of an old-style (OpenStep) property list, as `InfoPlist.strings` and
/// `project.pbxproj` are written, with where each is: Foundation's decoder reads `.strings` values
/// but reports no positions, and a project file's build settings are found by their tokens. One
/// linear pass that also bounds nesting (`{` and `(`), before the decoder (which recurses) reads it.
struct OpenStepScan {
    enum Kind: Equatable {
        /// A quoted string, its escapes resolved.
        case string
        /// An unquoted word (`PRODUCT_NAME`, `en`, `$(TARGET_NAME)`).
        case word
        /// One of `= ; { } ( ) ,`.
        case mark(UInt8)
    }

    struct Token {
        var kind: Kind
        var text: String
        /// Where the text starts (after the opening quote).
        var location: SourceLocation
        /// Scalars written on the token's first line (at least 1).
        var length: Int
        /// Nesting of `{` and `(` around it.
        var depth: Int
    }

    var tokens: [Token] = []
    /// Where nesting first went past the limit, if it did.
    var tooDeep: SourceLocation?
    /// Where a quoted string or comment starts that never ends, if one does.
    var unterminated: SourceLocation?

    init(_ bytes: [UInt8], maxDepth: Int) {
        var cursor = ByteCursor(bytes)
        var depth = 0
        while let byte = cursor.peek() {
            if ByteCursor.isSpace(byte) {
                cursor.advance()
                continue
            }
            if cursor.looks(at: Array("/*".utf8)) {
                let start = cursor.location
                if !cursor.skip(past: Array("*/".utf8)) { unterminated = start }
                continue
            }
            if cursor.looks(at: Array("//".utf8)) {
                while let next = cursor.peek(), next != 0x0A { cursor.advance() }
                continue
            }
            // Strings are quoted with `"` or, as Foundation also reads them, with `'`.
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let start = cursor.location
                cursor.advance()
                let location = cursor.location
                let (text, length, closed) = cursor.quoted(by: byte, escape: Self.escape)
                if !closed {
                    unterminated = start
                    return
                }
                tokens.append(Token(kind: .string, text: String(decoding: text, as: UTF8.self), location: location, length: length, depth: depth))
                continue
            }
            if "=;{}(),".utf8.contains(byte) {
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
                tokens.append(Token(kind: .mark(byte), text: String(UnicodeScalar(byte)), location: cursor.location, length: 1, depth: depth))
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                    depth += 1
                    if depth > maxDepth {
                        tooDeep = cursor.location
                        return
                    }
                }
                cursor.advance()
                continue
            }
            let location = cursor.location
            let start = cursor.index
            var word: [UInt8] = []
            while let next = cursor.peek(), !ByteCursor.isSpace(next), !"=;{}(),\"'".utf8.contains(next),
                  !cursor.looks(at: Array("/*".utf8)), !cursor.looks(at: Array("//".utf8)) {
                word.append(next)
                cursor.advance()
            }
            if word.isEmpty { cursor.advance() } else {
                tokens.append(Token(kind: .word, text: String(decoding: word, as: UTF8.self), location: location,
                                    length: max(1, cursor.scalars(from: start)), depth: depth))
            }
        }
    }

    /// After a backslash: the escapes old-style property lists use (`\"`, `\\`, `\n`, `\t`, `\r`,
    /// `\U` with up to four hex digits, up to three octal digits); any other character stands for itself.
    private static func escape(_ cursor: inout ByteCursor, into text: inout [UInt8]) {
        guard let byte = cursor.readEscape(into: &text) else { return }
        switch byte {
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            ByteCursor.append(scalar: cursor.hexNumber(digits: 4), to: &text)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, let next = cursor.peek(), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "7") {
                value = value * 8 + UInt32(next - UInt8(ascii: "0"))
                digits += 1
                cursor.advance()
            }
            ByteCursor.append(scalar: value, to: &text)
        default:
            text.append(byte)
        }
    }

    /// Every `name = value` whose value is one string or word, in file order.
    var assignments: [(name: Token, value: Token)] {
        var result: [(name: Token, value: Token)] = []
        var index = 0
        while index + 2 < tokens.count {
            let name = tokens[index], mark = tokens[index + 1], value = tokens[index + 2]
            if name.kind != .mark(UInt8(ascii: "=")), mark.kind == .mark(UInt8(ascii: "=")),
               value.kind == .string || value.kind == .word, name.kind == .string || name.kind == .word {
                result.append((name, value))
                index += 3
            } else {
                index += 1
            }
        }
        return result
    }

    /// The words or strings of the list assigned to `name` (`knownRegions = (en, Base, ko);`), the first such list.
    func list(named name: String) -> [Token]? {
        var index = 0
        while index + 2 < tokens.count {
            if tokens[index].kind != .mark(UInt8(ascii: "=")), tokens[index].text == name,
               tokens[index + 1].kind == .mark(UInt8(ascii: "=")), tokens[index + 2].kind == .mark(UInt8(ascii: "(")) {
                var items: [Token] = []
                var at = index + 3
                while at < tokens.count, tokens[at].kind != .mark(UInt8(ascii: ")")) {
                    if tokens[at].kind == .string || tokens[at].kind == .word { items.append(tokens[at]) }
                    at += 1
                }
                return items
            }
            index += 1
        }
        return nil
    }
}
