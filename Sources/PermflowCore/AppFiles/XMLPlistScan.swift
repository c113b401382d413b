/// One linear pass over an XML property list, before Foundation's decoder reads it: it bounds the
/// nesting (the decoder recurses once per `<dict>` or `<array>`, so 100,000 levels overflow the
/// stack) and finds where each key of the top-level dictionary and its value are written, which
/// the decoder does not report. Values are never taken from here, only positions.
struct XMLPlistScan {
    struct Entry {
        var key: String
        var keyLocation: SourceLocation
        /// Where the value's text starts (after `<string>`), or its element when it is not text.
        var valueLocation: SourceLocation
        /// Scalars of the value's text on its first line (at least 1).
        var valueLength: Int
    }

    /// Top-level keys in file order (a repeated key keeps its last position, as the decoder its last value).
    var entries: [String: Entry] = [:]
    /// Where nesting first went past the limit, if it did.
    var tooDeep: SourceLocation?
    /// The first closing tag that does not close the element open there (`</strin>` after
    /// `<string>`): where a malformed file goes wrong, which Foundation's message does not say.
    var mismatch: (location: SourceLocation, found: String, open: String?)?

    init(_ bytes: [UInt8], maxDepth: Int) {
        var cursor = ByteCursor(bytes)
        var depth = 0
        var pendingKey: (name: String, location: SourceLocation)?
        // Open elements, for `mismatch`; a file that opens more than this is past reading anyway.
        var open: [String] = []
        let maxOpen = 10_000
        while !cursor.isAtEnd {
            guard cursor.peek() == UInt8(ascii: "<") else {
                cursor.advance()
                continue
            }
            if cursor.looks(at: Array("<!--".utf8)) {
                cursor.skip(past: Array("-->".utf8))
                continue
            }
            if cursor.looks(at: Array("<![CDATA[".utf8)) {
                cursor.skip(past: Array("]]>".utf8))
                continue
            }
            if cursor.looks(at: Array("<?".utf8)) {
                cursor.skip(past: Array("?>".utf8))
                continue
            }
            if cursor.looks(at: Array("<!".utf8)) {
                Self.skipDeclaration(&cursor)
                continue
            }
            let tagStart = cursor.location
            cursor.advance()
            let closing = cursor.peek() == UInt8(ascii: "/")
            if closing { cursor.advance() }
            var name: [UInt8] = []
            while let byte = cursor.peek(), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/"), !ByteCursor.isSpace(byte) {
                name.append(byte)
                cursor.advance()
            }
            var selfClosing = false
            while let byte = cursor.peek(), byte != UInt8(ascii: ">") {
                selfClosing = byte == UInt8(ascii: "/")
                cursor.advance()
            }
            cursor.advance()
            let tag = String(decoding: name, as: UTF8.self)
            let nests = tag == "dict" || tag == "array"
            if closing {
                if nests { depth = max(0, depth - 1) }
                if mismatch == nil, open.count < maxOpen {
                    if open.last == tag { open.removeLast() } else { mismatch = (tagStart, tag, open.last) }
                }
                continue
            }
            if !selfClosing, mismatch == nil, open.count < maxOpen { open.append(tag) }
            if depth == 1, tag == "key", !selfClosing {
                let location = cursor.location
                var text: [UInt8] = []
                while let byte = cursor.peek(), byte != UInt8(ascii: "<") {
                    text.append(byte)
                    cursor.advance()
                }
                pendingKey = (Self.unescaped(String(decoding: text, as: UTF8.self)), location)
                continue
            }
            if depth == 1, let key = pendingKey, tag != "key" {
                pendingKey = nil
                var entry = Entry(key: key.name, keyLocation: key.location, valueLocation: tagStart, valueLength: 1)
                if tag == "string", !selfClosing {
                    entry.valueLocation = cursor.location
                    let start = cursor.index
                    var lineEnd = cursor
                    while let byte = lineEnd.peek(), byte != UInt8(ascii: "<"), byte != 0x0A, byte != 0x0D { lineEnd.advance() }
                    entry.valueLength = max(1, lineEnd.scalars(from: start))
                }
                entries[key.name] = entry
            }
            if nests, !selfClosing {
                depth += 1
                if depth > maxDepth {
                    tooDeep = tagStart
                    return
                }
            }
        }
    }

    /// `<!DOCTYPE …>`, with an internal subset in brackets skipped whole.
    private static func skipDeclaration(_ cursor: inout ByteCursor) {
        var brackets = 0
        while let byte = cursor.peek() {
            cursor.advance()
            if byte == UInt8(ascii: "[") { brackets += 1 }
            if byte == UInt8(ascii: "]") { brackets = max(0, brackets - 1) }
            if byte == UInt8(ascii: ">"), brackets == 0 { return }
        }
    }

    /// A key's text with XML's five named entities resolved (keys are identifiers; enough to match them).
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        // One pass, as an XML reader resolves them: the five named entities and `&#…;` / `&#x…;`.
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "&"), let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                result.append(bytes[index])
                index += 1
                continue
            }
            let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            let named = ["lt": "<", "gt": ">", "quot": "\"", "apos": "'", "amp": "&"][name]
            var number: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") { number = UInt32(name.dropFirst(2), radix: 16) }
            else if name.hasPrefix("#") { number = UInt32(name.dropFirst(), radix: 10) }
            if let named {
                result.append(contentsOf: Array(named.utf8))
            } else if let number {
                ByteCursor.append(scalar: number, to: &result)
            } else {
                result.append(bytes[index])
                index += 1
                continue
            }
            index = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
