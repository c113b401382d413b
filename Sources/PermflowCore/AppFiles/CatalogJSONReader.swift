/// A reader of the strict JSON a String Catalog is written in, with where each string and key is
/// written: one pass instead of `JSONPathScan` and Foundation's `JSONDecoder` (half of an app
/// file's reading, docs/benchmarks.md, issue 32).
///
/// It reads a subset and refuses the rest: RFC 8259 JSON without numbers, surrogate escapes
/// (`\uD83D`), keys holding `JSONPathScan.separator`, a key written twice in one object, or nesting
/// deeper than the bound. On a refusal (nil) the file is read as before, by `JSONPathScan` and
/// `JSONDecoder`, which also word the errors; so a file is accepted exactly when Foundation accepts
/// it, and what this reader accepts it reads as Foundation does (`CatalogJSONReaderTests`
/// compares the two on every catalog the project has and on hostile variants).
struct CatalogJSONReader {
    /// A JSON value as the catalog's types read it.
    indirect enum Value {
        case string(String, JSONPathScan.Place)
        case object([String: Member])
        case array
        case bool(Bool)
        case null
    }

    /// An object's member: its key's place and its value.
    struct Member {
        var keyPlace: JSONPathScan.Place
        var value: Value
    }

    private struct Refused: Error {}

    private var cursor: ByteCursor
    private let maxDepth: Int
    private var depth = 0

    private init(_ bytes: [UInt8], maxDepth: Int) {
        cursor = ByteCursor(bytes)
        self.maxDepth = maxDepth
    }

    /// The whole text as one value, or nil when it is outside the subset.
    static func read(_ bytes: [UInt8], maxDepth: Int) -> Value? {
        var reader = CatalogJSONReader(bytes, maxDepth: maxDepth)
        do {
            reader.skipSpace()
            let value = try reader.value()
            reader.skipSpace()
            guard reader.cursor.isAtEnd else { return nil }
            return value
        } catch {
            return nil
        }
    }

    private mutating func skipSpace() {
        while let byte = cursor.peek(), ByteCursor.isSpace(byte) { cursor.advance() }
    }

    private mutating func expect(_ literal: String) throws {
        let bytes = Array(literal.utf8)
        guard cursor.looks(at: bytes) else { throw Refused() }
        cursor.advance(by: bytes.count)
    }

    private mutating func value() throws -> Value {
        switch cursor.peek() {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""):
            let (text, place, _) = try string()
            return .string(text, place)
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: throw Refused()   // numbers too: a catalog has none, and Foundation reads them its own way
        }
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= maxDepth else { throw Refused() }
        cursor.advance()
        skipSpace()
    }

    private mutating func object() throws -> Value {
        try enter()
        defer { depth -= 1 }
        var members: [String: Member] = [:]
        if cursor.peek() == UInt8(ascii: "}") {
            cursor.advance()
            return .object(members)
        }
        while true {
            guard cursor.peek() == UInt8(ascii: "\"") else { throw Refused() }
            let (key, place, escaped) = try string()
            // A control character is written escaped (`\u001f`) or refused, so only an escaped key can hold one.
            guard !escaped || !key.unicodeScalars.contains(where: { $0 == "\u{1F}" }) else { throw Refused() }
            skipSpace()
            guard cursor.peek() == UInt8(ascii: ":") else { throw Refused() }
            cursor.advance()
            skipSpace()
            let member = Member(keyPlace: place, value: try value())
            // A key written twice (or two keys Swift's strings call equal): Foundation decides.
            guard members.updateValue(member, forKey: key) == nil else { throw Refused() }
            skipSpace()
            switch cursor.peek() {
            case UInt8(ascii: ","):
                cursor.advance()
                skipSpace()
            case UInt8(ascii: "}"):
                cursor.advance()
                return .object(members)
            default: throw Refused()
            }
        }
    }

    private mutating func array() throws -> Value {
        try enter()
        defer { depth -= 1 }
        if cursor.peek() == UInt8(ascii: "]") {
            cursor.advance()
            return .array
        }
        while true {
            _ = try value()
            skipSpace()
            switch cursor.peek() {
            case UInt8(ascii: ","):
                cursor.advance()
                skipSpace()
            case UInt8(ascii: "]"):
                cursor.advance()
                return .array
            default: throw Refused()
            }
        }
    }

    /// A string at its opening quote, and its place as `JSONPathScan` gives it: just after the
    /// quote, its scalars as written (escapes count as written; JSON strings hold no line break);
    /// and whether it has an escape.
    private mutating func string() throws -> (String, JSONPathScan.Place, escaped: Bool) {
        cursor.advance()
        let location = cursor.location
        let first = cursor.index
        // Most strings have no escape: their text is their bytes, taken at once (byte by byte
        // into an array, a string cost 2.3 k instructions: docs/benchmarks.md, "app32f").
        if let (end, scalars) = cursor.plainRun(upTo: UInt8(ascii: "\""), stoppingAt: UInt8(ascii: "\\")) {
            let text = String(decoding: cursor.bytes[first..<end], as: UTF8.self)
            cursor.advance(withinLine: end + 1 - first, scalars: scalars + 1)
            return (text, JSONPathScan.Place(location: location, length: max(1, scalars)), false)
        }
        var text: [UInt8] = []
        while let byte = cursor.peek() {
            switch byte {
            case UInt8(ascii: "\""):
                let length = cursor.scalars(from: first)
                cursor.advance()
                return (String(decoding: text, as: UTF8.self), JSONPathScan.Place(location: location, length: max(1, length)), true)
            case UInt8(ascii: "\\"):
                cursor.advance()
                try escape(into: &text)
            case ..<0x20:
                throw Refused()
            default:
                text.append(byte)
                cursor.advance()
            }
        }
        throw Refused()
    }

    private mutating func escape(into text: inout [UInt8]) throws {
        guard let byte = cursor.peek() else { throw Refused() }
        cursor.advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let next = cursor.peek(), let digit = ByteCursor.hexValue(next) else { throw Refused() }
                value = value * 16 + digit
                cursor.advance()
            }
            guard let scalar = Unicode.Scalar(value) else { throw Refused() }   // a surrogate
            text.append(contentsOf: Array(String(scalar).utf8))
        default: throw Refused()
        }
    }
}

extension CatalogJSONReader.Value {
    /// The member `key` of an object; nil when absent or null (an optional property reads nil).
    func member(_ key: String) throws -> CatalogJSONReader.Member? {
        guard case .object(let members) = self else { throw CatalogJSONReader.Mismatch() }
        guard let member = members[key] else { return nil }
        if case .null = member.value { return nil }
        return member
    }

    /// Text, or a mismatch.
    func text() throws -> String {
        guard case .string(let text, _) = self else { throw CatalogJSONReader.Mismatch() }
        return text
    }

    /// An object's members, or a mismatch.
    func members() throws -> [String: CatalogJSONReader.Member] {
        guard case .object(let members) = self else { throw CatalogJSONReader.Mismatch() }
        return members
    }
}

extension CatalogJSONReader {
    /// A value not of the type the catalog's `Decodable` expects: Foundation words the error.
    struct Mismatch: Error {}
}

// The catalog's types read from a `CatalogJSONReader.Value` as their `Decodable` reads them from
// Foundation's decoder: a required member absent or null, or a value of another type, is a
// `Mismatch` (the file is then read again by Foundation, which words the error); an optional
// member absent or null is nil; other members are not read.
extension AppFileReader.Catalog {
    init(read value: CatalogJSONReader.Value) throws {
        guard let language = try value.member("sourceLanguage"), let strings = try value.member("strings") else {
            throw CatalogJSONReader.Mismatch()
        }
        sourceLanguage = try language.value.text()
        self.strings = try strings.value.members().mapValues { member in
            var entry = try AppFileReader.Entry(read: member.value)
            entry.keyPlace = member.keyPlace.location
            return entry
        }
    }
}

extension AppFileReader.Entry {
    init(read value: CatalogJSONReader.Value) throws {
        localizations = try value.member("localizations").map { try $0.value.members().mapValues { try AppFileReader.Localization(read: $0.value) } }
        shouldTranslate = try value.member("shouldTranslate").map { member in
            guard case .bool(let flag) = member.value else { throw CatalogJSONReader.Mismatch() }
            return flag
        }
    }
}

extension AppFileReader.Localization {
    init(read value: CatalogJSONReader.Value) throws {
        stringUnit = try value.member("stringUnit").map { try AppFileReader.StringUnit(read: $0.value) }
        variations = try value.member("variations").map { kinds in
            try kinds.value.members().mapValues { cases in
                try cases.value.members().mapValues { try AppFileReader.Localization(read: $0.value) }
            }
        }
    }
}

extension AppFileReader.StringUnit {
    init(read value: CatalogJSONReader.Value) throws {
        state = try value.member("state")?.value.text()
        let written = try value.member("value")
        self.value = try written?.value.text()
        if case .string(_, let place)? = written?.value { valuePlace = place }
    }
}
